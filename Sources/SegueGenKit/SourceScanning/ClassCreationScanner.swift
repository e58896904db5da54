/// The classes a source file may create or hand to code that creates
/// them: a capitalized name used as a value, not as a type.
///
/// - Swift: `Name(…)`, `Name.init(…)`, `Name.self`, `Name.make()`: the name
///   followed by `(` or `.`.
/// - Objective-C: a message to the class, `[Name alloc]`, `[Name new]`,
///   `[Name class]`: the name right after `[` and followed by a word;
///   `Name.class`.
///
/// A view controller created without a nib name loads its default nib
/// (`UIViewController.nibName`), so that nib is seen loaded only when its
/// class is created (issue 42: a class emptied of its outlets whose XIB
/// nothing loads any more, and an Objective-C class only imported, gave 24
/// false errors). A name in a type position (`let a: Name`, `Name *a`)
/// creates nothing; a declaration (`class Name`, `@implementation Name`) is
/// followed by neither. It reads bytes, not tokens: comments, string
/// literals and Objective-C's `#import` and `#include` lines are
/// skipped; a name in an interpolation is not read.
///
/// Of those, the classes named as a value themselves (`Name.self`,
/// `Name.make()`, `[Name class]`, `Name.class`) are handed to code that may
/// build a storyboard ID from the class's name (`String(describing:
/// type)`); a class only created (`Name()`, `Name.init()`, `[Name alloc]`)
/// is not: Element
/// creates `MasterTabBarController()` in code, never from its scene, whose
/// storyboard ID is that class's name.
enum ClassCreationScanner {
    struct Scan: Equatable {
        /// Every class the file may create or hand over, sorted.
        var created: [String] = []
        /// The classes of `created` the file names as a value, sorted.
        var namedAsValues: [String] = []
        /// Every capitalized name the file mentions other than where it
        /// declares or extends one, sorted: in a type (`let a: Name`,
        /// `-> Name`, `Name<T>`), after a module (`App.Name`), as a value,
        /// or at the end of a string literal, after its start, a `.` or a `)`
        /// (`NSClassFromString(@"Name")`, `"App.Name"`, `"\(module).Name"`),
        /// and in a macro's body. A class no file mentions is created
        /// by nothing the run sees: `.init()` from a context names its type
        /// there, a typealias names it on its right.
        var mentioned: [String] = []
    }

    static func scan(_ bytes: [UInt8], language: SourceTokenizer.Language) -> Scan {
        var names: Set<String> = []
        var values: Set<String> = []
        var mentions: [String] = []
        // A byte's class, looked up once a byte: most bytes are in words or
        // spaces, and the scan runs over every source file of a run.
        let classes = byteClasses
        classes.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { buffer in
                let count = buffer.count
                func kind(_ index: Int) -> UInt8 { table[Int(buffer[index])] }
                /// The index after the string literal that starts at
                /// `start`: a line's, or Swift's multi-line `"""` one's.
                func endOfString(at start: Int) -> Int {
                    let isMultiline =
                        start + 2 < count && buffer[start + 1] == UInt8(ascii: "\"")
                        && buffer[start + 2] == UInt8(ascii: "\"")
                    var index = start + (isMultiline ? 3 : 1)
                    while index < count {
                        switch buffer[index] {
                        case UInt8(ascii: "\\"): index += 2
                        case 0x0A where !isMultiline: return index
                        case UInt8(ascii: "\""):
                            if !isMultiline { return index + 1 }
                            if index + 2 < count, buffer[index + 1] == UInt8(ascii: "\""),
                                buffer[index + 2] == UInt8(ascii: "\"")
                            {
                                return index + 3
                            }
                            index += 1
                        default: index += 1
                        }
                    }
                    return count
                }
                /// Whether the word at `range` declares the name after it.
                func isDeclarationKeyword(_ range: Range<Int>) -> Bool {
                    guard range.count < 64, Self.declarationKeywordLengths >> range.count & 1 == 1 else { return false }
                    let word = UnsafeBufferPointer(rebasing: buffer[range])
                    return Self.declarationKeywords.contains { $0.elementsEqual(word) }
                }
                var words = WordTable()
                /// Whether the word at `index` is `word`, as `class` in
                /// `[Name class]`.
                func isWord(_ word: String, at index: Int) -> Bool {
                    let end = index + word.utf8.count
                    return end <= count && (end == count || kind(end) & Self.word == 0)
                        && UnsafeBufferPointer(rebasing: buffer[index..<end]).elementsEqual(word.utf8)
                }
                /// Whether the member after the dot at `dot` is `init`:
                /// `Name.init()` creates the class as `Name()` does.
                func isInitializer(afterDot dot: Int) -> Bool {
                    var index = dot + 1
                    while index < count, kind(index) & Self.space != 0 { index += 1 }
                    return isWord("init", at: index)
                }
                /// The name that ends the literal's text at `range`, as a
                /// class name built in a string does (`"Name"`, `"App.Name"`,
                /// `"\(module).Name"`, `@"%@.Name"`): a capitalized run of
                /// word bytes at its end, after its start, a `.` or a `)`.
                func lastName(ofLiteral range: Range<Int>) -> Range<Int>? {
                    var start = range.upperBound
                    while start > range.lowerBound, kind(start - 1) & Self.word != 0 { start -= 1 }
                    guard start < range.upperBound, kind(start) & Self.upper != 0 else { return nil }
                    guard
                        start == range.lowerBound || buffer[start - 1] == UInt8(ascii: ".")
                            || buffer[start - 1] == UInt8(ascii: ")")
                    else { return nil }
                    return start..<range.upperBound
                }
                /// The last byte before the current word that is no space,
                /// and the word before it when only spaces are between.
                var previous: UInt8 = 0
                var previousWord: Range<Int>?
                var index = 0
                while index < count {
                    let byte = buffer[index]
                    let byteKind = table[Int(byte)]
                    if byteKind & Self.space != 0 {
                        index += 1
                        continue
                    }
                    guard byteKind & Self.word != 0 else {
                        if byteKind & Self.special != 0 {
                            if byte == UInt8(ascii: "/"), index + 1 < count, buffer[index + 1] == UInt8(ascii: "/") {
                                while index < count, buffer[index] != 0x0A { index += 1 }
                                continue
                            }
                            if byte == UInt8(ascii: "/"), index + 1 < count, buffer[index + 1] == UInt8(ascii: "*") {
                                index += 2
                                while index + 1 < count,
                                    !(buffer[index] == UInt8(ascii: "*") && buffer[index + 1] == UInt8(ascii: "/"))
                                {
                                    index += 1
                                }
                                index += 2
                                continue
                            }
                            if byte == UInt8(ascii: "\"") {
                                let end = endOfString(at: index)
                                // An unterminated literal has no closing quote.
                                let textEnd = end - 1 > index && buffer[end - 1] == UInt8(ascii: "\"") ? end - 1 : end
                                if let last = lastName(ofLiteral: index + 1..<textEnd) {
                                    _ = words.sight(last, in: buffer)
                                }
                                index = end
                                previous = byte
                                previousWord = nil
                                continue
                            }
                            // `#import "Name.h"`, `#include <Kit/Name.h>`; a
                            // macro's body (`#define ROOT StartVC`) is code.
                            if byte == UInt8(ascii: "#"), language == .objectiveC,
                                isWord("import", at: index + 1) || isWord("include", at: index + 1)
                            {
                                while index < count, buffer[index] != 0x0A { index += 1 }
                                continue
                            }
                        }
                        previous = byte
                        previousWord = nil
                        index += 1
                        continue
                    }
                    let start = index
                    index += 1
                    while index < count, kind(index) & Self.word != 0 { index += 1 }
                    let before = previous
                    let wordBefore = previousWord
                    previous = UInt8(ascii: "a")
                    previousWord = start..<index
                    guard byteKind & Self.upper != 0 else { continue }
                    let declares = wordBefore.map(isDeclarationKeyword) ?? false
                    if !declares { _ = words.sight(start..<index, in: buffer) }
                    // A member (`a.Name`) is created by no call here; a class
                    // starts upper case.
                    guard before != UInt8(ascii: ".") else { continue }
                    var next = index
                    while next < count, kind(next) & Self.space != 0 { next += 1 }
                    guard next < count else { continue }
                    let isCreated =
                        buffer[next] == UInt8(ascii: "(") || buffer[next] == UInt8(ascii: ".")
                        || (language == .objectiveC && before == UInt8(ascii: "[") && kind(next) & Self.word != 0)
                    // `@interface Name ()` and `extension Name.Nested` declare.
                    if isCreated, !declares {
                        let created = words.name(start..<index, in: buffer)
                        names.insert(created)
                        if (buffer[next] == UInt8(ascii: ".") && !isInitializer(afterDot: next))
                            || (language == .objectiveC && before == UInt8(ascii: "[") && isWord("class", at: next))
                        {
                            values.insert(created)
                        }
                    }
                }
                mentions = words.all(in: buffer)
            }
        }
        return Scan(created: names.sorted(), namedAsValues: values.sorted(), mentioned: mentions.sorted())
    }

    /// Each distinct word a scan asks for, by the range of its first sight,
    /// found again by a hash of its bytes in an open-addressed table: most
    /// files name a few dozen types hundreds of times, and every word asked
    /// for is a mention. A value the scan's loop holds, not a variable its
    /// closures capture, so its accesses need no run-time exclusivity check.
    private struct WordTable {
        private var firstSights: [Range<Int>] = []
        private var strings: [String?] = []
        private var slots = [Int](repeating: -1, count: 256)
        private var slotHashes = [UInt64](repeating: 0, count: 256)

        /// The number of the word at `range` of `buffer`, recorded at its
        /// first sight.
        mutating func sight(_ range: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
            var hash = 14_695_981_039_346_656_037 as UInt64
            for index in range { hash = (hash ^ UInt64(buffer[index])) &* 1_099_511_628_211 }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 {
                if slotHashes[slot] == hash, Self.sameBytes(firstSights[slots[slot]], range, in: buffer) {
                    return slots[slot]
                }
                slot = (slot + 1) & mask
            }
            let number = firstSights.count
            firstSights.append(range)
            strings.append(nil)
            slots[slot] = number
            slotHashes[slot] = hash
            if firstSights.count * 2 > slots.count { grow() }
            return number
        }

        /// The word at `range`, made a string once a scan.
        mutating func name(_ range: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>) -> String {
            let number = sight(range, in: buffer)
            if let known = strings[number] { return known }
            let name = String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
            strings[number] = name
            return name
        }

        /// Every word recorded, once each.
        func all(in buffer: UnsafeBufferPointer<UInt8>) -> [String] {
            firstSights.indices.map {
                strings[$0] ?? String(decoding: UnsafeBufferPointer(rebasing: buffer[firstSights[$0]]), as: UTF8.self)
            }
        }

        private mutating func grow() {
            let (oldSlots, oldHashes) = (slots, slotHashes)
            slots = [Int](repeating: -1, count: oldSlots.count * 2)
            slotHashes = [UInt64](repeating: 0, count: oldSlots.count * 2)
            let mask = slots.count - 1
            for (entry, hash) in zip(oldSlots, oldHashes) where entry >= 0 {
                var free = Int(truncatingIfNeeded: hash) & mask
                while slots[free] >= 0 { free = (free + 1) & mask }
                slots[free] = entry
                slotHashes[free] = hash
            }
        }

        private static func sameBytes(_ a: Range<Int>, _ b: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
            guard a.count == b.count else { return false }
            var offset = 0
            while offset < a.count {
                if buffer[a.lowerBound + offset] != buffer[b.lowerBound + offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// The bits of `byteClasses`.
    private static let word: UInt8 = 1
    private static let upper: UInt8 = 2
    private static let space: UInt8 = 4
    private static let special: UInt8 = 8

    /// Each byte's class: a word's (letters, digits, `_`, and every byte of
    /// a UTF-8 sequence), an upper-case letter's too, a space, or one that
    /// starts a comment, a string or a preprocessor line.
    private static let byteClasses: [UInt8] = (0...255).map { value -> UInt8 in
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return word | upper
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
            return word
        case 0x20, 0x09, 0x0A, 0x0D: return space
        case UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "#"): return special
        default: return 0
        }
    }

    /// The lengths of `declarationKeywords`, a bit for each, to refuse
    /// most words at once.
    private static let declarationKeywordLengths: UInt64 = declarationKeywords.reduce(0) { $0 | 1 << $1.count }

    /// The words after which a name is declared or extended, not used.
    private static let declarationKeywords: [[UInt8]] = [
        "interface", "implementation", "protocol", "class", "extension", "struct", "enum",
    ].map { Array($0.utf8) }
}
