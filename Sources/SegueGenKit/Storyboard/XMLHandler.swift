/// Receives a scanner's tags and comments in document order.
protocol XMLHandler {
    mutating func startElement(_ tag: XMLTag) throws(XMLScanner.Failure)
    mutating func endElement(_ tag: XMLTag) throws(XMLScanner.Failure)
    mutating func comment(_ text: String)
    /// The character data between two tags, as the byte range `start..<end`
    /// of `text`, its references not yet decoded.
    mutating func characters(_ text: XMLText, from start: Int, to end: Int)
}

extension XMLHandler {
    /// Storyboards keep nothing between tags.
    mutating func characters(_ text: XMLText, from start: Int, to end: Int) {}
}
