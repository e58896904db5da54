import SegueGenKit
import SegueGenSupport

// One libFuzzer entry point for each reader, chosen at compile time with
// -D FUZZ_JSON, FUZZ_YAML, FUZZ_MANIFEST, FUZZ_STORYBOARD or FUZZ_SOURCE (see
// scripts/fuzz.sh). Besides crashes and hangs, it turns any diagnostic that
// points outside the input into a crash, so the fuzzer also hunts for
// unlocated errors.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var diagnostics = DiagnosticCollector()
    #if FUZZ_JSON
        let path = "fuzz.json"
        _ = JSONReader.read(bytes, file: path, diagnostics: &diagnostics)
    #elseif FUZZ_YAML
        let path = "fuzz.yaml"
        _ = YAMLReader.read(bytes, file: path, diagnostics: &diagnostics)
    #elseif FUZZ_MANIFEST
        // The first byte picks the syntax, the rest goes through decoding and validation.
        let path = (bytes.first ?? 0) & 1 == 0 ? "fuzz.segues.yaml" : "fuzz.segues.json"
        _ = Pipeline.load([InputFile(path: path, bytes: Array(bytes.dropFirst()))], diagnostics: &diagnostics)
    #elseif FUZZ_STORYBOARD
        let path = "fuzz.storyboard"
        _ = Pipeline.load([InputFile(path: path, bytes: bytes)], diagnostics: &diagnostics)
    #elseif FUZZ_SOURCE
        // The first byte picks Swift (even) or Objective-C (odd); the source
        // scanners report nothing, but every action they find must be located
        // inside the file.
        let path = (bytes.first ?? 0) & 1 == 0 ? "fuzz.swift" : "fuzz.m"
        let document = Pipeline.read(InputFile(path: path, bytes: Array(bytes.dropFirst())), diagnostics: &diagnostics)
        let sourceLines = bytes.dropFirst().reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        for action in document?.sourceClasses.flatMap(\.unwindActions) ?? [] {
            precondition(action.location.line >= 1 && action.location.line <= sourceLines, "unlocated: \(action)")
        }
    #else
        #error("compile with -D FUZZ_JSON, FUZZ_YAML, FUZZ_MANIFEST, FUZZ_STORYBOARD or FUZZ_SOURCE")
    #endif
    let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    for diagnostic in diagnostics.diagnostics {
        let location = diagnostic.location
        precondition(location.file == path, "diagnostic for another file: \(diagnostic)")
        precondition(location.line >= 1 && location.line <= lines && location.column >= 1, "unlocated: \(diagnostic)")
    }
    return 0
}
