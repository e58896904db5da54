extension StringProtocol {
    /// The text without the white space (spaces, tabs, line breaks) at
    /// either end: the one trim every stage uses, with no Foundation.
    public func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = lastIndex(where: { !$0.isWhitespace })!
        return String(self[first...last])
    }
}
