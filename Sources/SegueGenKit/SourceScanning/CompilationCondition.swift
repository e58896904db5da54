/// The condition of one `#if` or `#elseif` line, parsed once and judged on
/// each platform of a `CompilationEnvironment`.
///
/// Swift: `os(…)`, `targetEnvironment(…)`, `canImport(…)`, `swift(…)`,
/// `compiler(…)`, `_runtime(…)`, compilation conditions, `true`, `false`,
/// `!`, `&&`, `||` and parentheses. Objective-C: the `TARGET_OS_…` macros of
/// `TargetConditionals.h`, numbers, `!`, `&&`, `||`, comparisons and
/// parentheses. What it cannot decide is `.unknown`, never a guess: an
/// unknown answer keeps the branch as the scanners read it without an
/// environment, while a wrong `.no` would drop code the app compiles
/// (and, for a class declared there, make its absence a false error).
struct CompilationCondition: Sendable {
    private indirect enum Expression: Sendable {
        case name(String)
        /// A number, nil when it is not a plain decimal or hexadecimal one.
        case number(Int?)
        /// A call, `os(tvOS)`: its name and the words and symbols between
        /// its parentheses.
        case call(String, [String])
        /// `defined(NAME)`, `defined NAME`.
        case defined
        case not(Expression)
        case and(Expression, Expression)
        case or(Expression, Expression)
        case comparison(String, Expression, Expression)
    }

    private let expression: Expression?
    private let language: SourceTokenizer.Language

    /// The condition written in `text` (what follows `#if` or `#elseif` on
    /// its line, comments and line continuations allowed).
    init(_ text: ArraySlice<UInt8>, language: SourceTokenizer.Language) {
        self.language = language
        var parser = Parser(tokens: Self.tokens(of: text))
        let expression = parser.orExpression()
        self.expression = parser.isAtEnd ? expression : nil
    }

    /// Whether the condition holds when the code is built for `platform`
    /// (nil: a platform not known) in `environment`.
    func truth(on platform: CompilationEnvironment.Platform?, in environment: CompilationEnvironment) -> Truth {
        guard let expression else { return .unknown }
        switch language {
        case .swift: return Self.swiftTruth(of: expression, on: platform, in: environment)
        case .objectiveC:
            guard let value = Self.value(of: expression, on: platform) else { return .unknown }
            return Truth(value != 0)
        }
    }

    /// `truth(on:in:)` over every platform the environment builds for.
    func truth(in environment: CompilationEnvironment) -> Truth {
        .combined(environment.judgedPlatforms.map { truth(on: $0, in: environment) })
    }

    // MARK: Swift

    private static func swiftTruth(
        of expression: Expression, on platform: CompilationEnvironment.Platform?,
        in environment: CompilationEnvironment
    ) -> Truth {
        switch expression {
        case .name("true"): return .yes
        case .name("false"): return .no
        case .name(let name): return environment.condition(name)
        case .call(let name, let arguments): return swiftTest(name, arguments, on: platform)
        case .not(let inner): return !swiftTruth(of: inner, on: platform, in: environment)
        case .and(let left, let right):
            return swiftTruth(of: left, on: platform, in: environment)
                && swiftTruth(of: right, on: platform, in: environment)
        case .or(let left, let right):
            return swiftTruth(of: left, on: platform, in: environment)
                || swiftTruth(of: right, on: platform, in: environment)
        case .number, .defined, .comparison: return .unknown
        }
    }

    /// A platform test of Swift's conditional compilation.
    private static func swiftTest(
        _ name: String, _ arguments: [String], on platform: CompilationEnvironment.Platform?
    ) -> Truth {
        guard let argument = arguments.first else { return .unknown }
        switch name {
        case "swift", "compiler":
            return version(test: arguments)
        case "_runtime":
            // Every platform SegueGen knows has the Objective-C runtime.
            return argument == "_ObjC" ? .yes : argument == "_Native" ? .no : .unknown
        default:
            break
        }
        guard let platform else { return .unknown }
        switch name {
        case "os":
            if let platforms = operatingSystems[argument] { return Truth(platforms.contains(platform)) }
            // Linux, Windows, Android…: no Apple platform.
            return nonAppleSystems.contains(argument) ? .no : .unknown
        case "targetEnvironment":
            return argument == "macCatalyst" ? Truth(platform == .macCatalyst) : .unknown
        case "canImport":
            // `canImport(UIKit, _version: 14)` asks for a version it does
            // not know.
            guard arguments.count == 1 || arguments[1] == "." else { return .unknown }
            return moduleAvailability[argument]?[platform] ?? .unknown
        default:
            return .unknown
        }
    }

    /// `swift(>=5.9)` and `compiler(<6)`: the compiler that builds an app
    /// today is Swift 5 or later, and of which version exactly is not
    /// known.
    private static func version(test arguments: [String]) -> Truth {
        guard arguments.count == 2, let version = versionNumbers(arguments[1]) else { return .unknown }
        let isAtMostFive = ![5, 0, 0].lexicographicallyPrecedes(version)
        switch arguments[0] {
        case ">=": return isAtMostFive ? .yes : .unknown
        case "<": return isAtMostFive ? .no : .unknown
        default: return .unknown
        }
    }

    private static func versionNumbers(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 } + Array(repeating: 0, count: max(0, 3 - parts.count))
    }

    /// The platforms where `os(name)` holds.
    private static let operatingSystems: [String: Set<CompilationEnvironment.Platform>] = [
        "iOS": [.iOS, .macCatalyst], "macOS": [.macOS], "OSX": [.macOS], "tvOS": [.tvOS], "watchOS": [.watchOS],
        "visionOS": [.visionOS], "xrOS": [.visionOS],
    ]

    private static let nonAppleSystems: Set<String> = [
        "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku", "none",
    ]

    /// Whether `canImport` finds a module on each platform, for the few
    /// modules whose answer the SDKs settle; any other is not known (a
    /// package, a module of a newer SDK).
    private static let moduleAvailability: [String: [CompilationEnvironment.Platform: Truth]] = {
        let everywhere = Dictionary(
            uniqueKeysWithValues: CompilationEnvironment.Platform.allCases.map { ($0, Truth.yes) })
        // UIKit on watchOS is a small part of it; AppKit in Mac Catalyst
        // only through a bundle: neither is decided.
        let uiKit: [CompilationEnvironment.Platform: Truth] = [
            .iOS: .yes, .macCatalyst: .yes, .tvOS: .yes, .visionOS: .yes, .macOS: .no,
        ]
        let appKit: [CompilationEnvironment.Platform: Truth] = [
            .macOS: .yes, .iOS: .no, .tvOS: .no, .visionOS: .no, .watchOS: .no,
        ]
        return [
            "UIKit": uiKit, "AppKit": appKit, "Cocoa": appKit, "Foundation": everywhere, "Darwin": everywhere,
            "ObjectiveC": everywhere,
        ]
    }()

    // MARK: Objective-C

    /// The value of an Objective-C preprocessor expression, nil when not
    /// known: a macro other than `TargetConditionals.h`'s may come from any
    /// header, and `defined` depends on what the file included before.
    private static func value(of expression: Expression, on platform: CompilationEnvironment.Platform?) -> Int? {
        switch expression {
        case .number(let number): return number
        case .name(let name):
            guard let platform, let platforms = targetMacros[name] else { return nil }
            return platforms.contains(platform) ? 1 : 0
        case .call, .defined: return nil
        case .not(let inner): return value(of: inner, on: platform).map { $0 == 0 ? 1 : 0 }
        case .and(let left, let right):
            let truth = objectiveCTruth(left, on: platform) && objectiveCTruth(right, on: platform)
            return truth == .unknown ? nil : truth == .yes ? 1 : 0
        case .or(let left, let right):
            let truth = objectiveCTruth(left, on: platform) || objectiveCTruth(right, on: platform)
            return truth == .unknown ? nil : truth == .yes ? 1 : 0
        case .comparison(let symbol, let left, let right):
            guard let left = value(of: left, on: platform), let right = value(of: right, on: platform) else {
                return nil
            }
            let holds: Bool
            switch symbol {
            case "==": holds = left == right
            case "!=": holds = left != right
            case "<": holds = left < right
            case ">": holds = left > right
            case "<=": holds = left <= right
            default: holds = left >= right
            }
            return holds ? 1 : 0
        }
    }

    private static func objectiveCTruth(_ expression: Expression, on platform: CompilationEnvironment.Platform?)
        -> Truth
    {
        value(of: expression, on: platform).map { Truth($0 != 0) } ?? .unknown
    }

    /// The platforms where each macro of `TargetConditionals.h` is 1.
    /// `TARGET_OS_SIMULATOR` is 1 in a simulator build only, so not known.
    private static let targetMacros: [String: Set<CompilationEnvironment.Platform>] = {
        let all = Set(CompilationEnvironment.Platform.allCases)
        return [
            "TARGET_OS_MAC": all, "__APPLE__": all, "TARGET_OS_OSX": [.macOS],
            "TARGET_OS_IPHONE": all.subtracting([.macOS]), "TARGET_OS_IOS": [.iOS, .macCatalyst],
            "TARGET_OS_MACCATALYST": [.macCatalyst], "TARGET_OS_UIKITFORMAC": [.macCatalyst], "TARGET_OS_TV": [.tvOS],
            "TARGET_OS_WATCH": [.watchOS], "TARGET_OS_VISION": [.visionOS], "TARGET_OS_XR": [.visionOS],
        ]
    }()

    // MARK: Reading

    private enum Token: Equatable {
        case word(String)
        case number(String)
        case symbol(String)
    }

    /// The words, numbers and symbols of a condition, up to a `//`
    /// comment; block comments and line continuations are passed over.
    private static func tokens(of text: ArraySlice<UInt8>) -> [Token] {
        var tokens: [Token] = []
        var index = text.startIndex
        func byte(_ offset: Int) -> UInt8? { offset < text.endIndex ? text[offset] : nil }
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        while let current = byte(index) {
            if current == UInt8(ascii: "/") && byte(index + 1) == UInt8(ascii: "/") { break }
            if current == UInt8(ascii: "/") && byte(index + 1) == UInt8(ascii: "*") {
                index += 2
                while index < text.endIndex, !(text[index] == UInt8(ascii: "*") && byte(index + 1) == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index += 2
                continue
            }
            if [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\\")]
                .contains(current)
            {
                index += 1
                continue
            }
            let start = index
            if isWordByte(current) {
                let isNumber = current >= 0x30 && current <= 0x39
                while let next = byte(index), isWordByte(next) || (isNumber && next == UInt8(ascii: ".")) { index += 1 }
                let text = String(decoding: text[start..<index], as: UTF8.self)
                tokens.append(isNumber ? .number(text) : .word(text))
                continue
            }
            let pair = byte(index + 1).map { String(decoding: [current, $0], as: UTF8.self) }
            if let pair, ["&&", "||", "==", "!=", ">=", "<="].contains(pair) {
                tokens.append(.symbol(pair))
                index += 2
            } else {
                tokens.append(.symbol(String(decoding: [current], as: UTF8.self)))
                index += 1
            }
        }
        return tokens
    }

    /// Recursive descent over the tokens, by precedence: `||`, `&&`, a
    /// comparison, `!`, then a parenthesized condition, a number, a call
    /// or a name. What it cannot read leaves tokens behind, which makes
    /// the whole condition unknown.
    private struct Parser {
        let tokens: [Token]
        var index = 0

        var isAtEnd: Bool { index == tokens.count }

        private func peek() -> Token? { index < tokens.count ? tokens[index] : nil }

        private mutating func take(_ symbol: String) -> Bool {
            guard peek() == .symbol(symbol) else { return false }
            index += 1
            return true
        }

        mutating func orExpression() -> Expression? {
            operands(joinedBy: "||", read: { $0.andExpression() }, Expression.or)
        }

        private mutating func andExpression() -> Expression? {
            operands(joinedBy: "&&", read: { $0.comparison() }, Expression.and)
        }

        /// One or more operands with `symbol` between them, joined left to
        /// right.
        private mutating func operands(
            joinedBy symbol: String, read operand: (inout Parser) -> Expression?,
            _ join: (Expression, Expression) -> Expression
        ) -> Expression? {
            guard var left = operand(&self) else { return nil }
            while take(symbol) {
                guard let right = operand(&self) else { return nil }
                left = join(left, right)
            }
            return left
        }

        private mutating func comparison() -> Expression? {
            guard let left = unary() else { return nil }
            for symbol in ["==", "!=", "<=", ">=", "<", ">"] where take(symbol) {
                return unary().map { .comparison(symbol, left, $0) }
            }
            return left
        }

        private mutating func unary() -> Expression? {
            if take("!") { return unary().map { .not($0) } }
            return primary()
        }

        private mutating func primary() -> Expression? {
            guard let token = peek() else { return nil }
            index += 1
            switch token {
            case .symbol("("):
                let inner = orExpression()
                return take(")") ? inner : nil
            case .number(let text):
                let number =
                    text.hasPrefix("0x") || text.hasPrefix("0X") ? Int(text.dropFirst(2), radix: 16) : Int(text)
                return .number(number)
            case .word("defined"):
                let isCall = take("(")
                guard case .word = peek() else { return nil }
                index += 1
                return !isCall || take(")") ? .defined : nil
            case .word(let name):
                guard take("(") else { return .name(name) }
                var arguments: [String] = []
                var depth = 1
                while let next = peek() {
                    index += 1
                    if next == .symbol("(") { depth += 1 }
                    if next == .symbol(")") {
                        depth -= 1
                        if depth == 0 { return .call(name, arguments) }
                    }
                    switch next {
                    case .word(let text), .number(let text), .symbol(let text): arguments.append(text)
                    }
                }
                return nil
            case .symbol: return nil
            }
        }
    }
}
