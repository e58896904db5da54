/// Prints a template context as JSON, keys in their documented order, for
/// `seguegen context`: what a template author sees is what templates get.
public enum ContextJSON {
    public static func render(_ root: any TemplateObject) -> String {
        var output = ""
        write(.object(root), indent: "", into: &output)
        return output + "\n"
    }

    private static func write(_ value: TemplateValue, indent: String, into output: inout String) {
        switch value {
        case .string(let text): output += jsonString(text)
        case .int(let number): output += String(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += indent + "  "
                write(item, indent: indent + "  ", into: &output)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let object):
            let keys = object.templateKeys
            output += "{\n"
            for (index, key) in keys.enumerated() {
                output += indent + "  " + jsonString(key) + ": "
                write(object.templateValue(forKey: key) ?? .null, indent: indent + "  ", into: &output)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// A JSON string literal (RFC 8259 escapes).
    static func jsonString(_ text: String) -> String {
        StringEscaping.quoted(text, style: .json)
    }
}
