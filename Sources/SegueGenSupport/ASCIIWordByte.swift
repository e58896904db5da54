extension UInt8 {
    /// An ASCII letter, digit or underscore: a byte of a word in a template
    /// tag, and of a Swift identifier as SegueGen writes one. Inlinable,
    /// because naming tests it for every byte of every name.
    @inlinable public var isASCIIWordByte: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || (self >= 0x30 && self <= 0x39)
            || self == 0x5F
    }
}
