import SegueGenSupport

extension CompilationEnvironment {
    /// What `target` compiles its code for, over every configuration of
    /// `project`: the platforms of `SUPPORTED_PLATFORMS`, else `SDKROOT`
    /// (with Mac Catalyst where `SUPPORTS_MACCATALYST`), and every
    /// compilation condition some configuration sets, since a branch that
    /// one configuration compiles counts.
    ///
    /// Each part is known only when every configuration settles it: a
    /// configuration that names no platform (Xcode's own default is not
    /// read), or a platform SegueGen does not know, leaves the platforms
    /// unknown; a project not read from a `project.pbxproj`, a build
    /// configuration file that cannot be read, or a condition written as a
    /// reference to another setting, leaves the conditions unknown.
    ///
    /// `configurationFiles` holds the settings of each build configuration
    /// file read, for the targets that share them.
    public static func of(
        _ target: XcodeTarget, in project: XcodeProject, readFile: (String) -> [UInt8]?,
        configurationFiles: inout [String: [String: String]]
    ) -> CompilationEnvironment {
        var ignored = DiagnosticCollector()
        var platforms: Set<Platform>? = []
        let names = Set((project.configurations + target.configurations).map(\.name)).sorted()
        guard !names.isEmpty else { return .unknown }
        for name in names {
            let settings = project.buildSettings(
                of: target, configuration: name, readFile: readFile, configurationFiles: &configurationFiles,
                diagnostics: &ignored)
            guard let found = Self.platforms(in: settings) else {
                platforms = nil
                break
            }
            platforms?.formUnion(found)
        }
        let based = Set(
            (project.configurations + target.configurations).compactMap(\.baseConfigurationFile)
        ).sorted()
        let files = based.flatMap { XCConfig.requiredFiles(at: $0, readFile: readFile) }
        // Every level as written, conditional settings (`[sdk=appletvos*]`,
        // `[config=Beta]`) included: each may be some build's.
        let levels =
            (project.configurations + target.configurations).map(\.settings)
            + based.compactMap { configurationFiles[$0] }
        // A generator's description (XcodeGen, Tuist) may set conditions
        // in what its reader leaves out; a `project.pbxproj` holds them all.
        let isProjectFile = project.path.hasSuffix(".xcodeproj") || project.path.hasSuffix(".xcodeproj/")
        let conditions =
            isProjectFile && files.allSatisfy({ readFile($0) != nil }) ? Self.conditions(in: levels) : nil
        return CompilationEnvironment(platforms: Array(platforms ?? []), conditions: conditions)
    }

    /// The platforms one configuration builds for; nil when it does not
    /// say, or names one SegueGen does not know.
    private static func platforms(in settings: BuildSettings) -> Set<Platform>? {
        // The first level is Xcode's defaults, which SegueGen only guesses.
        let written = { (key: String) in settings.levels.dropFirst().contains { $0[key] != nil } }
        var names: [String]
        if written("SUPPORTED_PLATFORMS"), let supported = settings["SUPPORTED_PLATFORMS"] {
            names = supported.split(whereSeparator: \.isWhitespace).map(String.init)
        } else if written("SDKROOT"), let root = settings["SDKROOT"] {
            names = [root]
        } else {
            return nil
        }
        names = names.map { $0.trimming("\"") }
        let platforms = names.map(Platform.init(sdk:))
        guard !platforms.isEmpty, platforms.allSatisfy({ $0 != nil }) else { return nil }
        var result = Set(platforms.compactMap { $0 })
        if result.contains(.iOS) && settings["SUPPORTS_MACCATALYST"] == "YES" { result.insert(.macCatalyst) }
        return result
    }

    /// The compilation conditions `levels` set: the words of
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the `-D` flags of
    /// `OTHER_SWIFT_FLAGS`, in any variant; nil when one is written as a
    /// reference other than `$(inherited)`, whose value the run may not
    /// have.
    static func conditions(in levels: [[String: String]]) -> Set<String>? {
        var conditions: Set<String> = []
        for level in levels {
            for (key, value) in level {
                let name = key.prefix { $0 != "[" }
                guard name == "SWIFT_ACTIVE_COMPILATION_CONDITIONS" || name == "OTHER_SWIFT_FLAGS" else { continue }
                let words = value.split(whereSeparator: \.isWhitespace).map { $0.trimming("\"'") }
                    .filter { !["$(inherited)", "${inherited}", "$inherited"].contains($0) }
                guard !words.contains(where: { $0.contains("$") }) else { return nil }
                guard name == "OTHER_SWIFT_FLAGS" else {
                    conditions.formUnion(words)
                    continue
                }
                for (index, word) in words.enumerated() where word.hasPrefix("-D") {
                    if word == "-D" {
                        if index + 1 < words.count { conditions.insert(words[index + 1]) }
                    } else {
                        conditions.insert(String(word.dropFirst(2)))
                    }
                }
            }
        }
        return conditions
    }
}

extension String {
    /// The string without `characters` at either end.
    fileprivate func trimming(_ characters: String) -> String {
        var result = Substring(self)
        while let first = result.first, characters.contains(first) { result = result.dropFirst() }
        while let last = result.last, characters.contains(last) { result = result.dropLast() }
        return String(result)
    }
}

extension Substring {
    fileprivate func trimming(_ characters: String) -> String { String(self).trimming(characters) }
}
