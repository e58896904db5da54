import SegueGenSupport

/// A Tuist project manifest (`Project.swift`) as far as it is written in
/// literals. Tuist runs the manifest as Swift to learn the targets;
/// SegueGen runs no code, so it reads the one call the manifest's value is
/// made by (`Project(name:targets:)`) when every argument it needs is a
/// literal: strings, arrays, and the
/// `ProjectDescription` calls and members that spell a target
/// (`.target(name:destinations:product:sources:resources:dependencies:)`,
/// `Target(…)`, `.iOS`, `.app`, `.target(name:)`). A manifest that
/// computes them (a helper such as `Project.module(…)`, a constant, an
/// interpolated string, a loop) is `computed`, with what was not read.
public enum TuistManifest: Sendable, Equatable {
    /// A `Project.swift` read whole.
    case project(Project)
    /// A manifest whose value the run cannot know without running it.
    case computed(String, at: SourceLocation)

    public struct Project: Sendable, Equatable {
        public var name: String
        public var targets: [Target]
    }

    public struct Target: Sendable, Equatable {
        public var name: String
        /// `app`, `framework`, `staticFramework`, `unitTests`, …
        public var product: String
        /// `iOS`, `tvOS`, `macOS`, `watchOS`, `visionOS`: from `platform:`,
        /// or the destinations' (`.iOS`, `[.iPhone, .iPad]`, `.tvOS`).
        public var platforms: [String]
        /// Globs relative to the manifest's folder (`Sources/**`).
        public var sources: [String]
        public var resources: [String]
        public var dependencies: [Dependency]
        /// `productName:`, when given.
        public var productName: String?
        /// `infoPlist: .file(path:)` or a path string, when given.
        public var infoPlist: String?
        /// Whether the target has `scripts:`, which the run does not read:
        /// a script may write code into its module.
        public var hasScripts: Bool
    }

    public enum Dependency: Sendable, Equatable {
        /// A target of the same project.
        case target(String)
        /// A target of the project in another folder.
        case project(target: String, path: String)
        /// A prebuilt framework, library or XCFramework at a path.
        case binary(String)
        /// A product of a Swift package or of Tuist's external dependencies.
        case package(String)
        /// An SDK framework: nothing to read.
        case sdk
    }

    /// Reads the manifest `file` whose bytes are `bytes`.
    public static func read(_ bytes: [UInt8], file: String) -> TuistManifest {
        let tokens = SourceTokenizer.tokens(of: bytes, language: .swift, yieldsStrings: true)
        var parser = ExpressionParser(tokens: tokens, bytes: bytes, file: file)
        let constructor = "Project"
        guard let call = parser.manifestCall(constructor) else {
            return .computed(
                "no `\(constructor)(…)` call of literals makes the manifest's value", at: .start(of: file))
        }
        switch call {
        case .failure(let failure):
            return .computed(failure.message, at: failure.location)
        case .success(let expression):
            do throws(Failure) {
                return .project(try Project(expression))
            } catch {
                return .computed(error.message, at: error.location)
            }
        }
    }

    /// Why a manifest was not read, where.
    struct Failure: Error {
        var message: String
        var location: SourceLocation
    }
}

/// A Swift expression of literals: what a manifest's arguments may be.
indirect enum ManifestExpression: Sendable, Equatable {
    /// `Name(…)`, `.name(…)` or `Name.name(…)`: the callee as written
    /// (`Target`, `.target`), and the arguments with their labels.
    case call(String, [Argument], SourceLocation)
    /// `.name` or `Name.name`.
    case member(String, SourceLocation)
    case array([ManifestExpression], SourceLocation)
    case string(String, SourceLocation)
    /// `true`, `false`, a number.
    case word(String, SourceLocation)

    struct Argument: Sendable, Equatable {
        var label: String?
        var value: ManifestExpression
    }

    var location: SourceLocation {
        switch self {
        case .call(_, _, let location), .member(_, let location), .array(_, let location),
            .string(_, let location), .word(_, let location):
            return location
        }
    }

    /// What the expression is, for a message: `Project.module(…)`.
    var described: String {
        switch self {
        case .call(let name, _, _): return "\(name)(…)"
        case .member(let name, _): return name
        case .array: return "an array"
        case .string(let value, _): return "\"\(value)\""
        case .word(let value, _): return value
        }
    }

    /// The argument labelled `label` of a call; a failure when there is none.
    func argument(_ label: String) throws(TuistManifest.Failure) -> ManifestExpression {
        guard let found = optionalArgument(label) else {
            throw TuistManifest.Failure(message: "\(described) has no literal `\(label):`", location: location)
        }
        return found
    }

    /// The argument labelled `label` of a call, if it has one.
    func optionalArgument(_ label: String) -> ManifestExpression? {
        guard case .call(_, let arguments, _) = self else { return nil }
        return arguments.first { $0.label == label }?.value
    }

    /// The string the expression is.
    func string() throws(TuistManifest.Failure) -> String {
        guard case .string(let value, _) = self else {
            throw TuistManifest.Failure(message: "\(described) is no string literal", location: location)
        }
        return value
    }

    /// The strings of an array literal, or the one string a
    /// `SourceFilesList` or `ResourceFileElements` may be written as.
    func strings() throws(TuistManifest.Failure) -> [String] {
        switch self {
        case .string(let value, _): return [value]
        case .array(let elements, _):
            var values: [String] = []
            for element in elements {
                // `.glob("Sources/**")`, `.folderReference(path:)`.
                if case .call(_, let arguments, _) = element, let first = arguments.first {
                    values.append(try first.value.string())
                } else {
                    values.append(try element.string())
                }
            }
            return values
        default:
            throw TuistManifest.Failure(message: "\(described) is no array of string literals", location: location)
        }
    }
}

extension TuistManifest.Project {
    init(_ call: ManifestExpression) throws(TuistManifest.Failure) {
        name = try call.argument("name").string()
        guard case .array(let elements, let location) = try call.argument("targets") else {
            throw TuistManifest.Failure(
                message: "the project's `targets:` is no array literal", location: call.location)
        }
        _ = location
        var targets: [TuistManifest.Target] = []
        for element in elements { targets.append(try TuistManifest.Target(element)) }
        self.targets = targets
    }
}

extension TuistManifest.Target {
    /// The products a target is one of, by the member Tuist spells.
    private static let destinationPlatforms: [String: String] = [
        "iPhone": "iOS", "iPad": "iOS", "macWithiPadDesign": "iOS", "macCatalyst": "iOS", "appleTv": "tvOS",
        "appleWatch": "watchOS", "mac": "macOS", "appleVision": "visionOS", "appleVisionWithiPadDesign": "iOS",
        "iOS": "iOS", "tvOS": "tvOS", "macOS": "macOS", "watchOS": "watchOS", "visionOS": "visionOS",
    ]

    init(_ call: ManifestExpression) throws(TuistManifest.Failure) {
        guard case .call(let callee, _, _) = call, callee == "Target" || callee == ".target" else {
            throw TuistManifest.Failure(message: "\(call.described) is no literal target", location: call.location)
        }
        name = try call.argument("name").string()
        guard case .member(let product, _) = try call.argument("product") else {
            throw TuistManifest.Failure(message: "the product of \(name) is no literal", location: call.location)
        }
        self.product = String(product.dropFirst())
        var platforms: Set<String> = []
        for key in ["platform", "destinations"] {
            guard let value = call.optionalArgument(key) else { continue }
            let members: [ManifestExpression]
            if case .array(let elements, _) = value { members = elements } else { members = [value] }
            for member in members {
                guard case .member(let spelled, _) = member,
                    let platform = Self.destinationPlatforms[String(spelled.split(separator: ".").last ?? "")]
                else {
                    throw TuistManifest.Failure(
                        message: "the \(key) of \(name) is no literal", location: member.location)
                }
                platforms.insert(platform)
            }
        }
        self.platforms = platforms.sorted()
        sources = try call.optionalArgument("sources")?.strings() ?? []
        resources = try call.optionalArgument("resources")?.strings() ?? []
        productName = try call.optionalArgument("productName")?.string()
        hasScripts = call.optionalArgument("scripts") != nil
        switch call.optionalArgument("infoPlist") {
        case .string(let path, _)?: infoPlist = path
        case .call(".file", let arguments, _)?: infoPlist = try arguments.first?.value.string()
        default: infoPlist = nil
        }
        var dependencies: [TuistManifest.Dependency] = []
        if case .array(let elements, _)? = call.optionalArgument("dependencies") {
            for element in elements { dependencies.append(try Self.dependency(element, of: name)) }
        } else if let other = call.optionalArgument("dependencies") {
            throw TuistManifest.Failure(
                message: "the dependencies of \(name) are no array literal", location: other.location)
        }
        self.dependencies = dependencies
    }

    private static func dependency(_ expression: ManifestExpression, of target: String) throws(TuistManifest.Failure)
        -> TuistManifest.Dependency
    {
        guard case .call(let callee, let arguments, _) = expression, let first = arguments.first else {
            throw TuistManifest.Failure(
                message: "a dependency of \(target), \(expression.described), is no literal",
                location: expression.location)
        }
        switch callee {
        case ".target":
            return .target(try first.value.string())
        case ".project":
            return .project(
                target: try expression.argument("target").string(), path: try expression.argument("path").string())
        case ".framework", ".xcframework", ".library":
            return .binary(try first.value.string())
        case ".package", ".external":
            return .package(try first.value.string())
        case ".sdk":
            return .sdk
        default:
            throw TuistManifest.Failure(
                message: "a dependency of \(target), \(expression.described), is no literal",
                location: expression.location)
        }
    }
}

/// Reads expressions of literals from a manifest's tokens.
private struct ExpressionParser {
    let tokens: [SourceTokenizer.Token]
    let text: SourceTokenizer.Text
    let bytes: [UInt8]
    let file: String
    var index = 0

    init(tokens: [SourceTokenizer.Token], bytes: [UInt8], file: String) {
        self.tokens = tokens
        self.bytes = bytes
        text = SourceTokenizer.Text(bytes: bytes)
        self.file = file
    }

    private func location(of position: Int) -> SourceLocation {
        let offset = position < tokens.count ? tokens[position].offset : bytes.count
        return TextPosition.location(of: offset, in: bytes, from: 0, file: file)
    }

    private func isSymbol(_ position: Int, _ symbol: Unicode.Scalar) -> Bool {
        position < tokens.count && tokens[position].isSymbol(symbol)
    }

    private func word(_ position: Int) -> String? {
        guard position < tokens.count, tokens[position].kind == .word else { return nil }
        return text.string(tokens[position])
    }

    /// The expression after `let x = ` whose callee starts with
    /// `constructor`, or after `let x: Constructor = `: the literal call
    /// (`.init(…)` read as `Constructor(…)`), or why it is none. Nil when
    /// the manifest makes no such value.
    mutating func manifestCall(_ constructor: String) -> Result<ManifestExpression, TuistManifest.Failure>? {
        var position = 0
        while position + 3 < tokens.count {
            defer { position += 1 }
            guard word(position) == "let" else { continue }
            let isAnnotated =
                isSymbol(position + 2, ":") && word(position + 3) == constructor && isSymbol(position + 4, "=")
            guard isAnnotated || (isSymbol(position + 2, "=") && word(position + 3) == constructor) else { continue }
            index = position + (isAnnotated ? 5 : 3)
            do throws(TuistManifest.Failure) {
                var expression = try parseExpression()
                if isAnnotated, case .call(".init", let arguments, let location) = expression {
                    expression = .call(constructor, arguments, location)
                }
                guard case .call(constructor, _, _) = expression else {
                    return .failure(
                        TuistManifest.Failure(
                            message: "the manifest's value is made by \(expression.described), which computes its "
                                + "targets", location: expression.location))
                }
                return .success(expression)
            } catch {
                return .failure(error)
            }
        }
        return nil
    }

    private mutating func parseExpression() throws(TuistManifest.Failure) -> ManifestExpression {
        let start = index
        let startLocation = location(of: start)
        guard index < tokens.count else {
            throw TuistManifest.Failure(message: "the manifest ends inside an expression", location: startLocation)
        }
        let token = tokens[index]
        var expression: ManifestExpression
        switch token.kind {
        case .string:
            guard let value = NavigationCallScanner.literalValue(token, in: bytes, language: .swift) else {
                throw TuistManifest.Failure(
                    message: "a string built at run time (an interpolation)", location: startLocation)
            }
            index += 1
            expression = .string(value, startLocation)
        case .symbol(UInt8(ascii: "[")):
            index += 1
            var elements: [ManifestExpression] = []
            while !isSymbol(index, "]") {
                elements.append(try parseExpression())
                if isSymbol(index, ":") {
                    throw TuistManifest.Failure(message: "a dictionary literal", location: startLocation)
                }
                guard isSymbol(index, ",") else { break }
                index += 1
            }
            guard isSymbol(index, "]") else {
                throw TuistManifest.Failure(message: "an array that is no literal", location: location(of: index))
            }
            index += 1
            expression = .array(elements, startLocation)
        case .symbol(UInt8(ascii: ".")):
            guard let name = word(index + 1) else {
                throw TuistManifest.Failure(message: "a member that is no name", location: startLocation)
            }
            index += 2
            expression = .member("." + name, startLocation)
        case .word:
            let name = text.string(token)
            index += 1
            if name == "true" || name == "false" || name.first?.isNumber == true {
                return .word(name, startLocation)
            }
            // A type's name (`Project`, `Target`) starts with a capital; a
            // lower-case word is a constant or a function of the manifest.
            guard name.first?.isUppercase == true else {
                throw TuistManifest.Failure(
                    message: "`\(name)`, a value the manifest computes", location: startLocation)
            }
            expression = .member(name, startLocation)
        default:
            throw TuistManifest.Failure(
                message: "`\(text.string(token))`, which is no literal", location: startLocation)
        }
        // `Name.member`, `.member.member`, then one call.
        while isSymbol(index, "."), let name = word(index + 1), case .member(let base, let baseLocation) = expression {
            index += 2
            expression = .member(base + "." + name, baseLocation)
        }
        if isSymbol(index, "("), case .member(let callee, let calleeLocation) = expression {
            index += 1
            var arguments: [ManifestExpression.Argument] = []
            while !isSymbol(index, ")") {
                var label: String?
                if let name = word(index), isSymbol(index + 1, ":") {
                    label = name
                    index += 2
                }
                arguments.append(.init(label: label, value: try parseExpression()))
                guard isSymbol(index, ",") else { break }
                index += 1
            }
            guard isSymbol(index, ")") else {
                throw TuistManifest.Failure(
                    message: "\(callee)(…) has an argument that is no literal", location: location(of: index))
            }
            index += 1
            expression = .call(callee, arguments, calleeLocation)
        }
        // An operator or a member after the value computes it.
        if isSymbol(index, "+") || isSymbol(index, ".") || isSymbol(index, "?") {
            throw TuistManifest.Failure(
                message: "\(expression.described) is combined with other values", location: location(of: index))
        }
        return expression
    }
}
