/// The string constants a scanner finds in one file, located at the end in
/// one pass over its lines: most are properties no code passes to UIKit,
/// and each would otherwise count the lines before it again.
struct StringConstantCollector {
    private var found: [(path: [String], kind: StringConstant.Kind, value: String?, offset: Int)] = []

    mutating func append(_ path: [String], _ kind: StringConstant.Kind, _ value: String?, at offset: Int) {
        found.append((path, kind, value, offset))
    }

    /// The constants, located; one inside a block of conditional
    /// compilation with other branches (the tokenizer's `branchedRegions`)
    /// has no known value, since a branch not read may declare it
    /// otherwise. The Swift and Objective-C scanners both judge it here.
    func located(in bytes: [UInt8], file: String, branchedRegions: [Range<Int>]) -> [StringConstant] {
        guard !found.isEmpty else { return [] }
        return bytes.withUnsafeBufferPointer { buffer in
            var locator = LineLocator(buffer, file: file, start: 0)
            return found.sorted { $0.offset < $1.offset }.map { constant in
                let isBranched = branchedRegions.contains { $0.contains(constant.offset) }
                return StringConstant(
                    path: constant.path, kind: constant.kind, value: isBranched ? nil : constant.value,
                    location: locator.location(of: constant.offset))
            }
        }
    }
}
