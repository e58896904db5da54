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
/// literals and Objective-C's preprocessor lines (`#import "Name.h"`) are
/// skipped; a name in an interpolation is not read.
enum ClassCreationScanner {
    static func names(in bytes: [UInt8], language: SourceTokenizer.Language) -> [String] {
        var names: Set<String> = []
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            func isWordByte(_ byte: UInt8) -> Bool {
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                    || byte >= 0x80
            }
            /// The index of the first byte at or after `index` that is no
            /// space.
            func skipSpaces(_ index: Int) -> Int {
                var index = index
                while index < count,
                    buffer[index] == 0x20 || buffer[index] == 0x09 || buffer[index] == 0x0A
                        || buffer[index] == 0x0D
                {
                    index += 1
                }
                return index
            }
            /// The index after the string literal that starts at `start`: a
            /// line's, or Swift's multi-line `"""` one's.
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
                let word = UnsafeBufferPointer(rebasing: buffer[range])
                return Self.declarationKeywords.contains { $0.elementsEqual(word) }
            }
            /// Whether the word before is one of `declarationKeywords`.
            var followsDeclarationKeyword = false
            var index = 0
            /// The last byte before the current word that is no space.
            var previous: UInt8 = 0
            while index < count {
                let byte = buffer[index]
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
                    index = endOfString(at: index)
                    previous = UInt8(ascii: "\"")
                    continue
                }
                // `#import "Name.h"`, `#include <Kit/Name.h>`.
                if byte == UInt8(ascii: "#"), language == .objectiveC {
                    while index < count, buffer[index] != 0x0A { index += 1 }
                    continue
                }
                guard isWordByte(byte) else {
                    if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { previous = byte }
                    index += 1
                    continue
                }
                let start = index
                while index < count, isWordByte(buffer[index]) { index += 1 }
                let before = previous
                previous = UInt8(ascii: "a")
                let declares = followsDeclarationKeyword
                followsDeclarationKeyword = isDeclarationKeyword(start..<index)
                // A member (`a.Name`) is no class; a class starts upper case;
                // `@interface Name ()` and `extension Name.Nested` declare.
                guard before != UInt8(ascii: "."), byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z"), !declares
                else {
                    continue
                }
                let next = skipSpaces(index)
                let isCreated: Bool
                if next < count, buffer[next] == UInt8(ascii: "(") || buffer[next] == UInt8(ascii: ".") {
                    isCreated = true
                } else if language == .objectiveC, before == UInt8(ascii: "["), next < count {
                    isCreated = isWordByte(buffer[next])
                } else {
                    isCreated = false
                }
                if isCreated {
                    names.insert(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self))
                }
            }
        }
        return names.sorted()
    }

    /// The words after which a name is declared or extended, not used.
    private static let declarationKeywords: [[UInt8]] = [
        "interface", "implementation", "protocol", "class", "extension", "struct", "enum",
    ].map { Array($0.utf8) }
}
