/// Deterministic damage to valid inputs, for tests that the readers never
/// crash and always locate what they report.
public enum Mutations {
    /// A small, seeded generator so a failing case can be replayed.
    public struct Generator: RandomNumberGenerator {
        private var state: UInt64

        public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

        public mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// A number in `0..<bound`.
        public mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

        /// One of `elements`, which must not be empty.
        public mutating func pick<Element>(_ elements: [Element]) -> Element { elements[next(elements.count)] }
    }

    /// Prefixes of `bytes`, one every `stride` bytes.
    public static func truncations(of bytes: [UInt8], stride step: Int) -> [[UInt8]] {
        Swift.stride(from: 0, to: bytes.count, by: step).map { Array(bytes[..<$0]) }
    }

    /// Copies of `bytes` with one to three bytes replaced by random ones,
    /// favouring the characters that matter to the syntax.
    public static func byteFlips(of bytes: [UInt8], count: Int, seed: UInt64) -> [[UInt8]] {
        var generator = Generator(seed: seed)
        let interesting = Array("{}[]:,\"'-#&*!|> \n\t\\<>=/?".utf8) + [0x00, 0xC3, 0xFF, 0x0D]
        return (0..<count).map { _ in
            var copy = bytes
            for _ in 0..<Int.random(in: 1...3, using: &generator) where !copy.isEmpty {
                let position = Int.random(in: 0..<copy.count, using: &generator)
                copy[position] =
                    Bool.random(using: &generator)
                    ? interesting.randomElement(using: &generator)!
                    : UInt8.random(in: 0...255, using: &generator)
            }
            return copy
        }
    }
}
