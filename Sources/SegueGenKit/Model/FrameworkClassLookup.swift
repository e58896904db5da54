/// The framework classes one run looks at, read from `FrameworkClass`'s
/// table only when asked for: reading the whole table at once costs more
/// than checking a thousand scenes' connections, and a run's class chains
/// reach a few dozen of its classes. Where each class's entry starts in
/// the table is found once a process, by a scan of its bytes for `@` at
/// the start of a word, without reading any entry.
struct FrameworkClassLookup {
    private var read: [String: FrameworkClass?] = [:]

    /// The class of that name, or nil when the table does not have it.
    mutating func named(_ name: String) -> FrameworkClass? {
        if let known = read[name] { return known }
        let found = FrameworkClass.named(name)
        read[name] = found
        return found
    }

    /// Whether the table has a class of that name.
    static func isKnown(_ name: String) -> Bool { entries[name] != nil }

    /// Each class's entry in the table, by name.
    static let entries: [String: Range<String.Index>] = {
        let table = FrameworkClass.table
        var starts: [String.Index] = []
        var previous = UInt8(ascii: "\n")
        var index = table.utf8.startIndex
        while index != table.utf8.endIndex {
            let byte = table.utf8[index]
            if byte == UInt8(ascii: "@") && (previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\n")) {
                starts.append(index)
            }
            previous = byte
            table.utf8.formIndex(after: &index)
        }
        var result: [String: Range<String.Index>] = [:]
        for (position, start) in starts.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1] : table.endIndex
            let nameStart = table.index(after: start)
            let nameEnd = table[nameStart..<end].firstIndex { $0 == " " || $0 == "\n" } ?? end
            result[String(table[nameStart..<nameEnd])] = start..<end
        }
        return result
    }()
}
