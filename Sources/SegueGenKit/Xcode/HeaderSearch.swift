import SegueGenSupport

/// Finds the headers an Objective-C target's classes are declared in. Build
/// phases list only a framework's public headers, so the headers of an app
/// are found the way the compiler finds them: `Foo.m` declares its class in
/// `Foo.h`, and each `#import "…"` (transitively) names another, looked up
/// among the project's files, beside the importing file first.
enum HeaderSearch {
    static func importedHeaders(
        of sources: [String], among referencedFiles: [String], readFile: (String) -> [UInt8]?
    ) -> Set<String> {
        var byName: [String: [String]] = [:]
        for file in referencedFiles where file.lowercased().hasSuffix(".h") {
            byName[FilePath.fileName(file), default: []].append(file)
        }
        guard !byName.isEmpty else { return [] }
        var found: Set<String> = []
        var queue: [String] = []
        func add(_ name: String, from importer: String) {
            let fileName = FilePath.fileName(name)
            guard let candidates = byName[fileName] else { return }
            let beside = FilePath.joinNormalized(FilePath.folderPrefix(of: importer), name)
            let chosen =
                candidates.first { $0 == beside } ?? candidates.first { $0.hasSuffix("/" + name) }
                ?? candidates.sorted().first
            if let chosen, found.insert(chosen).inserted { queue.append(chosen) }
        }
        for source in sources {
            let fileName = FilePath.fileName(source)
            if let dot = fileName.lastIndex(of: ".") { add(String(fileName[..<dot]) + ".h", from: source) }
            queue.append(source)
        }
        var visited: Set<String> = []
        while let file = queue.popLast() {
            guard visited.insert(file).inserted, let bytes = readFile(file) else { continue }
            for name in quotedImports(in: bytes) { add(name, from: file) }
        }
        return found
    }

    /// The names in `#import "…"` and `#include "…"` lines.
    static func quotedImports(in bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var index = 0
        let count = bytes.count
        while index < count {
            // At the start of a line, after spaces: `#import` or `#include`.
            var cursor = index
            while cursor < count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            if cursor < count, bytes[cursor] == UInt8(ascii: "#") {
                cursor += 1
                while cursor < count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
                let wordStart = cursor
                while cursor < count, bytes[cursor] >= UInt8(ascii: "a"), bytes[cursor] <= UInt8(ascii: "z") {
                    cursor += 1
                }
                let word = String(decoding: bytes[wordStart..<cursor], as: UTF8.self)
                if word == "import" || word == "include" {
                    while cursor < count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
                    if cursor < count, bytes[cursor] == UInt8(ascii: "\"") {
                        let nameStart = cursor + 1
                        var end = nameStart
                        while end < count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A { end += 1 }
                        if end < count, bytes[end] == UInt8(ascii: "\"") {
                            result.append(String(decoding: bytes[nameStart..<end], as: UTF8.self))
                        }
                    }
                }
            }
            while index < count, bytes[index] != 0x0A { index += 1 }
            index += 1
        }
        return result
    }
}
