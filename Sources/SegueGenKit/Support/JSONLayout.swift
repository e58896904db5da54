/// How the JSON the tool writes is laid out, for the context's JSON and the
/// command line's reports and baselines alike: a member a line, indented
/// two spaces a level, a comma after each but the last, the closing bracket
/// on a line of its own at the opening's indent, and an empty array or
/// object as `[]` or `{}`.
public enum JSONLayout {
    /// An array of `count` elements at `indent`; `element` writes the
    /// element at an index, given the indent inside the array.
    public static func writeArray<Output: TextOutputStream>(
        count: Int, indent: String, into output: inout Output,
        element: (_ index: Int, _ indent: String, _ output: inout Output) -> Void
    ) {
        writeMembers(count: count, open: "[", close: "]", indent: indent, into: &output, member: element)
    }

    /// An object of `keys`, in their order, at `indent`; `value` writes the
    /// value of the key at an index, given the indent inside the object.
    public static func writeObject<Output: TextOutputStream>(
        keys: [String], indent: String, into output: inout Output,
        value: (_ index: Int, _ indent: String, _ output: inout Output) -> Void
    ) {
        writeMembers(count: keys.count, open: "{", close: "}", indent: indent, into: &output) {
            index, inner, output in
            output.write(StringEscaping.jsonString(keys[index]) + ": ")
            value(index, inner, &output)
        }
    }

    private static func writeMembers<Output: TextOutputStream>(
        count: Int, open: String, close: String, indent: String, into output: inout Output,
        member: (Int, String, inout Output) -> Void
    ) {
        guard count > 0 else {
            output.write(open + close)
            return
        }
        let inner = indent + "  "
        output.write(open + "\n")
        for index in 0..<count {
            output.write(inner)
            member(index, inner, &output)
            output.write(index == count - 1 ? "\n" : ",\n")
        }
        output.write(indent + close)
    }
}
