/// What a scanner hands its handler for one tag; valid only during the call.
struct XMLTag {
    let text: XMLText
    let attributes: UnsafeBufferPointer<XMLScanner.AttributeRange>
    let nameStart: Int
    let nameEnd: Int
    /// The byte offset of the tag's `<`, for locations.
    let offset: Int
    /// Elements open around this tag, the tag's own included.
    let depth: Int

    var name: String { text.string(nameStart, nameEnd) }

    func isNamed(_ literal: StaticString) -> Bool { text.nameEquals(nameStart, nameEnd, literal) }

    /// The raw value of the attribute named `name`.
    private func range(of name: StaticString) -> XMLScanner.AttributeRange? {
        attributes.first { text.nameEquals($0.nameStart, $0.nameEnd, name) }
    }

    func has(_ attribute: StaticString) -> Bool { range(of: attribute) != nil }

    subscript(_ attribute: StaticString) -> String? {
        range(of: attribute).map { text.value(of: $0) }
    }

    func attribute(_ attribute: StaticString, equals value: StaticString) -> Bool {
        range(of: attribute).map { text.valueEquals($0, value) } ?? false
    }
}
