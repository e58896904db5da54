import SegueGenSupport

/// Why a project generator's description of a project was not read, where.
public struct ProjectDescriptionFailure: Error, Sendable {
    public var reason: String
    public var location: SourceLocation
    /// Whether the file is no description of the generator at all (a
    /// `project.json` of another tool), which nothing need be said of.
    public var isOtherFormat = false
    /// Whether git's conflict markers stopped the reading: `reason` is the
    /// marker line, `location` where it is.
    public var isMergeConflict = false
}

/// The files a project generator describes an Xcode project by, read as
/// the project it would write: XcodeGen's spec (`project.yml`), Tuist's
/// manifest (`Project.swift`). A folder with no `.xcodeproj` beside its
/// description is that project.
public enum ProjectDescription {
    /// The file names, in the order a folder's one is chosen: XcodeGen's,
    /// then Tuist's.
    public static let fileNames = XcodeGenProjectReader.specFileNames + [TuistProjectReader.manifestFileName]

    /// Whether `path` names a project's description rather than an
    /// `.xcodeproj`.
    public static func isDescription(_ path: String) -> Bool { fileNames.contains(FilePath.fileName(path)) }

    /// The project the description at `path` describes, or why it is not
    /// read.
    public static func read(
        _ path: String, readFile: @escaping (String) -> [UInt8]?, listFolder: @escaping (String) -> [String]?
    ) -> Result<XcodeProject, ProjectDescriptionFailure> {
        TuistProjectReader.isManifest(path)
            ? TuistProjectReader.read(path, readFile: readFile, listFolder: listFolder)
            : XcodeGenProjectReader.read(path, readFile: readFile, listFolder: listFolder)
    }

    /// What the run says of a description it did not read, and what
    /// follows (`consequence`): a spec XcodeGen would read is a warning
    /// (SG022), a manifest that computes its targets, which only running
    /// it tells, a note (SG021).
    /// `count` manifests of a folder alike are one note, at the first.
    static func notRead(_ failure: ProjectDescriptionFailure, _ consequence: String, count: Int = 1) -> Diagnostic {
        // A conflict git left is a mistake to fix, whatever the generator.
        if failure.isMergeConflict {
            return MergeConflict.diagnostic(
                MergeConflict.Marker(text: failure.reason, location: failure.location), code: .propertyListSyntax)
        }
        guard TuistProjectReader.isManifest(failure.location.file) else {
            return Diagnostic(
                .xcodeGenSpecNotRead,
                "the XcodeGen project spec cannot be read: \(failure.reason); \(consequence)", at: failure.location)
        }
        let subject =
            count == 1 ? "the Tuist manifest is not read" : "\(count) Tuist manifests are not read, such as this one"
        return Diagnostic(
            .projectDescriptionNotRead,
            "\(subject) (\(failure.reason)): Tuist learns a project's targets by running "
                + "its manifest, which SegueGen does not; \(consequence); run on the project tuist generate writes to "
                + "check each target as Xcode builds it", at: failure.location)
    }

    /// What a target of product type `type` whose product is `name`
    /// builds, as another target's Frameworks phase links it, as the
    /// generators name it.
    static func productFile(_ name: String, type: String) -> String? {
        switch type {
        case "com.apple.product-type.framework", "com.apple.product-type.framework.static": name + ".framework"
        case "com.apple.product-type.library.static": "lib\(name).a"
        case "com.apple.product-type.library.dynamic": "lib\(name).dylib"
        case "com.apple.product-type.application": name + ".app"
        default: nil
        }
    }

    /// The settings of one target built for each of `platforms` (`iOS`,
    /// `tvOS`, as the generators spell them): `SDKROOT` the first's in
    /// `XcodeGenProjectReader.platforms`' order, which builds by default,
    /// and `SUPPORTED_PLATFORMS` every one's, with its simulator.
    static func platformSettings(_ platforms: [String]) -> [String: String] {
        let chosen = XcodeGenProjectReader.platforms.filter { platforms.contains($0.name) }
        guard let first = chosen.first else { return [:] }
        return [
            "SDKROOT": first.sdk,
            "SUPPORTED_PLATFORMS": chosen.flatMap { [$0.sdk] + ($0.simulator.map { [$0] } ?? []) }
                .joined(separator: " "),
        ]
    }
}
