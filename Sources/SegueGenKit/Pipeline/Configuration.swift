import SegueGenSupport

/// Options from a `seguegen.yaml` file, which the build plugin reads from a
/// target's folder and the command line takes with `--config`. Options on
/// the command line win over the file.
public struct Configuration: Sendable, Equatable {
    public var accessLevel: AccessLevel?
    /// A built-in template name or a path, relative to the file's folder.
    public var template: String?
    /// Inputs to use instead of every manifest and storyboard of the target,
    /// relative to the file's folder.
    public var inputs: [String]?
    public var disabledWarnings: [DiagnosticCode]
    /// The module the generated file is compiled into; classes of that
    /// module are not qualified and not imported.
    public var moduleName: String?
    /// Where the typed scenes find their storyboards.
    public var bundle: StoryboardBundle?
    /// The storyboards whose unwinds the unwind checks judge.
    public var unwindChecks: UnwindCheckScope = .everyStoryboard
    /// `checkLiterals`: whether, and for which storyboards' classes, string
    /// literals in code are checked.
    public var literalChecks: LiteralCheckScope = .everyStoryboard
    /// `checkConnections`: whether, and for which storyboards and XIBs,
    /// outlets, actions and custom classes are held to the code.
    public var connectionChecks: ConnectionCheckScope = .everyFile
    /// `names`: the names chosen for generated declarations, by default name.
    public var names: [GeneratedName: String] = [:]
    /// `baseline`: the findings `seguegen validate` knows already, a file
    /// relative to the configuration's folder, which the command line reads.
    public var baseline: String?
    /// `seenEnough`: linked modules whose files the run cannot read, with
    /// why what it lacks of them cannot change a finding (a binary
    /// analytics framework holds no storyboard): no note names them, and
    /// no finding waits for them.
    public var seenEnoughModules: [String: String] = [:]

    public init(
        accessLevel: AccessLevel? = nil, template: String? = nil, inputs: [String]? = nil,
        disabledWarnings: [DiagnosticCode] = [], moduleName: String? = nil, bundle: StoryboardBundle? = nil
    ) {
        self.bundle = bundle
        self.accessLevel = accessLevel
        self.template = template
        self.inputs = inputs
        self.disabledWarnings = disabledWarnings
        self.moduleName = moduleName
    }

    public static let keys = [
        "accessLevel", "template", "inputs", "disableWarnings", "moduleName", "bundle", "checkUnwinds",
        "presentedOnlyBySegues", "checkLiterals", "checkConnections", "names", "baseline", "seenEnough",
    ]

    /// Reads a configuration file (YAML, or JSON when the name ends in
    /// `.json`).
    public static func read(_ bytes: [UInt8], file: String, diagnostics: inout DiagnosticCollector) -> Configuration? {
        let node = ManifestSyntax(configurationFile: file).read(bytes, file: file, diagnostics: &diagnostics)
        guard let node else { return nil }
        if case .scalar(.null) = node.value { return Configuration() }
        guard var mapping = MappingReader(node, subject: "the configuration", diagnostics: &diagnostics) else {
            return nil
        }
        var configuration = Configuration()
        configuration.accessLevel = choice(mapping.value("accessLevel"), "access level", diagnostics: &diagnostics)
        configuration.bundle = choice(mapping.value("bundle"), "bundle", diagnostics: &diagnostics)
        if let scopeNode = mapping.value("checkUnwinds") {
            configuration.unwindChecks.storyboards = configuredNames(
                scopeNode, "storyboards whose unwinds are checked", each: "a storyboard name",
                diagnostics: &diagnostics)
        }
        if let literalsNode = mapping.value("checkLiterals") {
            let scope = switchOrNames(
                literalsNode, "true, false or the storyboards whose classes' literals are checked",
                each: "a storyboard name", diagnostics: &diagnostics)
            configuration.literalChecks = LiteralCheckScope(isEnabled: scope.isEnabled, storyboards: scope.names)
        }
        if let connectionsNode = mapping.value("checkConnections") {
            let scope = switchOrNames(
                connectionsNode, "true, false or the storyboards and XIBs whose connections are checked",
                each: "a storyboard or XIB name", diagnostics: &diagnostics)
            configuration.connectionChecks = ConnectionCheckScope(isEnabled: scope.isEnabled, files: scope.names)
        }
        if let scenesNode = mapping.value("presentedOnlyBySegues") {
            configuration.unwindChecks.presentedOnlyBySegues = configuredNames(
                scenesNode, "scenes code never presents", each: "a scene (Storyboard.Scene)", diagnostics: &diagnostics)
        }
        if let seenNode = mapping.value("seenEnough"),
            MappingReader(seenNode, subject: "seenEnough", diagnostics: &diagnostics) != nil,
            case .mapping(let entries) = seenNode.value
        {
            for (module, reasonNode) in entries.map({ ($0.key, $0.value) }) {
                guard let reason = reasonNode.string("why \(module) is seen enough", diagnostics: &diagnostics),
                    !reason.allSatisfy(\.isWhitespace)
                else {
                    diagnostics.emit(
                        Diagnostic(
                            .invalidValue,
                            "write why the run needs no file of \(module) beside it (\(module): \"a binary analytics "
                                + "framework, no storyboards\")", at: reasonNode.location))
                    continue
                }
                configuration.seenEnoughModules[module] = reason
            }
        }
        if let namesNode = mapping.value("names") {
            configuration.names = chosenNames(namesNode, diagnostics: &diagnostics)
        }
        configuration.template = mapping.value("template")?.string("the template", diagnostics: &diagnostics)
        configuration.moduleName = mapping.value("moduleName")?.string("the module name", diagnostics: &diagnostics)
        configuration.baseline = mapping.value("baseline")?.string("the baseline file", diagnostics: &diagnostics)
        if let inputsNode = mapping.value("inputs") {
            configuration.inputs = inputsNode.sequence("inputs", diagnostics: &diagnostics)?.compactMap {
                $0.string("an input path", diagnostics: &diagnostics)
            }
        }
        for item in mapping.value("disableWarnings")?.sequence("disabled warnings", diagnostics: &diagnostics) ?? [] {
            guard let text = item.string("a diagnostic code", diagnostics: &diagnostics) else { continue }
            if let code = DiagnosticCode(rawValue: text) {
                configuration.disabledWarnings.append(code)
            } else {
                diagnostics.emit(
                    Diagnostic(
                        .invalidValue,
                        "\"\(text)\" is not a diagnostic code"
                            + Suggestion.didYouMean(text, in: DiagnosticCode.allCases.map(\.rawValue)),
                        at: item.location))
            }
        }
        mapping.reportUnknownKeys(known: keys, diagnostics: &diagnostics)
        return configuration
    }

    /// `names: {StoryboardScene: Scenes}`: each key a generated name's
    /// default, each value a Swift identifier of the same kind (a type's
    /// name starting with a capital, a method's with a small letter) that
    /// no other generated name takes.
    /// A setting that is one of a fixed set of words: nil when `node` is
    /// absent, or after a located refusal that lists the words.
    private static func choice<Choice: NamedChoice>(
        _ node: Node?, _ subject: String, diagnostics: inout DiagnosticCollector
    ) -> Choice? {
        guard let node, let text = node.string("the " + subject, diagnostics: &diagnostics) else { return nil }
        guard let choice = Choice(rawValue: text) else {
            diagnostics.emit(Diagnostic(.invalidValue, Choice.refusal(of: text, for: subject), at: node.location))
            return nil
        }
        return choice
    }

    private static func chosenNames(_ node: Node, diagnostics: inout DiagnosticCollector) -> [GeneratedName: String] {
        guard var mapping = MappingReader(node, subject: "names", diagnostics: &diagnostics) else { return [:] }
        var result: [GeneratedName: String] = [:]
        var chosenBy: [String: GeneratedName] = [:]
        for name in GeneratedName.allCases {
            guard let valueNode = mapping.value(name.defaultName),
                let value = valueNode.string("the name of \(name.defaultName)", diagnostics: &diagnostics)
            else { continue }
            let isIdentifier = ASCIINaming.isIdentifier(value, startingWith: name.isMethod ? .lowercase : .uppercase)
            guard isIdentifier, !SwiftNaming.keywords.contains(value), !value.lowercased().hasPrefix("seguegen") else {
                diagnostics.emit(
                    Diagnostic(
                        .invalidValue,
                        "\"\(value)\" cannot name \(name.defaultName): write a Swift identifier starting with a "
                            + "\(name.isMethod ? "small" : "capital") letter, not a keyword, and not starting with "
                            + "SegueGen (names of that prefix are the generated code's own)",
                        at: valueNode.location))
                continue
            }
            if let other = chosenBy[value] ?? GeneratedName(rawValue: value).flatMap({ $0 == name ? nil : $0 }) {
                diagnostics.emit(
                    Diagnostic(
                        .invalidValue,
                        "\"\(value)\" names \(other.defaultName) already; give \(name.defaultName) another name",
                        at: valueNode.location))
                continue
            }
            chosenBy[value] = name
            result[name] = value
        }
        mapping.reportUnknownKeys(known: GeneratedName.allCases.map(\.defaultName), diagnostics: &diagnostics)
        return result
    }

    /// A list of names, each with its place, for a key that scopes a check.
    /// A check's scope: `true` or `false`, or the names of what it judges
    /// (nil names: everything).
    private static func switchOrNames(
        _ node: Node, _ what: String, each item: String, diagnostics: inout DiagnosticCollector
    ) -> (isEnabled: Bool, names: [ConfiguredName]?) {
        if case .scalar(.bool(let enabled)) = node.value { return (enabled, nil) }
        return (true, configuredNames(node, what, each: item, diagnostics: &diagnostics))
    }

    private static func configuredNames(
        _ node: Node, _ what: String, each item: String, diagnostics: inout DiagnosticCollector
    ) -> [ConfiguredName] {
        (node.sequence(what, diagnostics: &diagnostics) ?? []).compactMap { element in
            element.string(item, diagnostics: &diagnostics).map { ConfiguredName(name: $0, location: element.location) }
        }
    }
}
