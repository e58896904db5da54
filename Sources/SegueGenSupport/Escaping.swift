extension Sequence where Element: TextOutputStreamable {
    /// The text with each element that `escape` names a replacement for
    /// replaced by it, and every other element kept: the one loop behind
    /// each escaping the tool writes (Swift and JSON literals, XML, DOT,
    /// Mermaid, Markdown table cells, alias names). Over a `String` it
    /// walks characters, over its `unicodeScalars` scalars: a format whose
    /// escapes name single scalars, a line feed in a `\r\n` included,
    /// walks scalars.
    @inlinable
    public func escaped(_ escape: (Element) -> String?) -> String {
        var result = ""
        for element in self {
            if let replacement = escape(element) {
                result += replacement
            } else {
                element.write(to: &result)
            }
        }
        return result
    }
}
