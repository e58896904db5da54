/// Receives a scanner's tags and comments in document order.
protocol XMLHandler {
    mutating func startElement(_ tag: XMLTag) throws(XMLScanner.Failure)
    mutating func endElement(_ tag: XMLTag) throws(XMLScanner.Failure)
    mutating func comment(_ text: String)
}
