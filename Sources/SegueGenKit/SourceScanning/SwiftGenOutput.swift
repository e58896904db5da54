/// A Swift file SwiftGen wrote (`// Generated using SwiftGen`, in its
/// first lines), whose storyboard accessors are no app code of their own.
///
/// SwiftGen's storyboard template declares, beside an enum a storyboard
/// (`StoryboardScene.<Storyboard>`), three generic helpers:
/// `StoryboardType`, whose `storyboard` opens the storyboard by a name it
/// does not spell (`UIStoryboard(name: name, …)`), `SceneType`, whose
/// `instantiate()` passes an identifier it does not spell, and
/// `InitialSceneType`, whose `instantiate()` calls
/// `instantiateInitialViewController()`. Read as app code, they open any
/// storyboard and instantiate any scene; but they run only when app code
/// asks for a scene, `StoryboardScene.Main.initialScene.instantiate()` or
/// `StoryboardScene.Main.profile.instantiate()`, which names it
/// (`NavigationCall.Action.instantiatesTypedScene`): what they may
/// present is any scene, what they load is what those calls name
/// (`NavigationCall.isGeneratedHelper`). Element opens its storyboards so,
/// and nothing instantiates its `Main` storyboard's initial scene; reading
/// the helpers' calls as app code made that scene loaded, and its
/// outlets' errors false ones. The file's `X.self` name its storyboards'
/// enums, not classes, and it creates nothing itself.
enum SwiftGenOutput {
    /// The helper types whose calls stand for the scenes app code asks for.
    static let storyboardHelpers: Set<String> = ["StoryboardType", "SceneType", "InitialSceneType"]

    /// Whether SwiftGen wrote the file: its header, within the first 512
    /// bytes (after `// swiftlint:disable all`). A plain byte search: the
    /// generic `firstRange(of:)` cost 150 million instructions over 1,000
    /// files, 5% of validating them, in type metadata.
    static func isGenerated(_ bytes: [UInt8]) -> Bool {
        let end = min(bytes.count, 512) - header.count
        guard end >= 0 else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            (0...end).contains { start in
                buffer[start] == header[0]
                    && UnsafeBufferPointer(rebasing: buffer[start..<start + header.count]).elementsEqual(header)
            }
        }
    }

    private static let header = Array("// Generated using SwiftGen".utf8)

    /// A file's navigation calls, those of SwiftGen's storyboard helpers
    /// marked `isGeneratedHelper`.
    static func marked(_ calls: [NavigationCall], in bytes: [UInt8]) -> [NavigationCall] {
        guard !calls.isEmpty, isGenerated(bytes) else { return calls }
        return calls.map { call in
            var call = call
            call.isGeneratedHelper = storyboardHelpers.contains(call.enclosingClass ?? "")
            return call
        }
    }
}
