import SegueGenSupport

extension Migration {
    /// The constants that the rewrites of `plans` leave unused: each was
    /// read by a rewritten use (`StringLiteralUse.constant`, or a rewritten
    /// dequeue's among `cells`), and its name
    /// stands nowhere else in `sources` but at its declaration and in the
    /// rewritten spans. `migrate` reports them and deletes none: a constant
    /// may be public API, or read by code the run does not have.
    ///
    /// Any other occurrence of the name, even in a comment or as another
    /// thing's name, keeps the constant from the list, so none is listed
    /// that is still in use.
    public static func leftoverConstants(
        after plans: [String: Plan], uses: [StringLiteralUse], cells: [ReuseIdentifierUse] = [],
        sources: [(path: String, bytes: [UInt8])]
    ) -> [Declined] {
        let rewritten = Set(plans.values.flatMap(\.edits).map(\.location))
        var constants: [SourceLocation: String] = [:]
        let read = uses.map { ($0.location, $0.constant) } + cells.map { ($0.location, $0.constant) }
        for (location, constant) in read where rewritten.contains(location) {
            if let constant { constants[constant.location] = constant.spelling }
        }
        guard !constants.isEmpty else { return [] }
        var occurrences: [String: Int] = [:]
        let names = Set(constants.values.map(declaredName))
        for source in sources {
            let skipped = plans[source.path]?.edits.map(\.range) ?? []
            for (name, offset) in words(in: source.bytes, among: names)
            where !skipped.contains(where: { $0.contains(offset) }) {
                occurrences[name, default: 0] += 1
            }
        }
        return constants.filter { occurrences[declaredName($0.value), default: 0] <= 1 }.map { location, spelling in
            Declined(
                location: location,
                reason: "\(spelling) is used nowhere else once the uses are rewritten; remove it if no other code "
                    + "reads it")
        }.sorted { $0.location < $1.location }
    }

    /// `K.showDetail` → `showDetail`; `Segue.show.rawValue` → `show`.
    private static func declaredName(_ spelling: String) -> String {
        var parts = spelling.split(separator: ".")
        if parts.count > 1 && parts.last == "rawValue" { parts.removeLast() }
        return parts.last.map(String.init) ?? spelling
    }

    /// The whole words of `bytes` that are among `names`, with their
    /// offsets, but for a word that is a whole string literal (`"showDetail"`,
    /// the value of `static let showDetail = "showDetail"`).
    private static func words(in bytes: [UInt8], among names: Set<String>) -> [(String, Int)] {
        var found: [(String, Int)] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index].isASCIIWordByte else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count && bytes[index].isASCIIWordByte { index += 1 }
            let quote = UInt8(ascii: "\"")
            if start > 0, bytes[start - 1] == quote, index < bytes.count, bytes[index] == quote { continue }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            if names.contains(word) { found.append((word, start)) }
        }
        return found
    }
}
