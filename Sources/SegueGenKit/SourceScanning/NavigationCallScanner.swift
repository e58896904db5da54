import SegueGenSupport

/// Finds, in Swift and Objective-C source, the calls that navigate: the
/// string literals passed where UIKit expects a segue identifier, a
/// storyboard ID or a storyboard name (`StringLiteralUse`), and the calls
/// the storyboards cannot show (`NavigationCall`): a segue performed by an
/// identifier that is no literal or through the generated API, a scene
/// instantiated likewise, a storyboard's initial scene instantiated,
/// children installed in code, a control enabled or shown in code. Each
/// language's calls are one grammar, which lists them
/// (`SwiftNavigationCalls`, `ObjectiveCNavigationCalls`),
/// over what both share (`NavigationCallGrammar`) and the tokens'
/// `TokenCursor`.
///
/// A name passed instead of a literal is recorded (`ConstantReference`), and
/// so is one passed as a cell's reuse identifier, whose literals are the
/// cell scanner's (`ReuseIdentifierScanner`).
///
/// Only a whole argument that is one plain literal counts as a literal:
/// interpolation, concatenation and variables are built at run time, and
/// are a call that may name anything. It
/// reads the tokens the unwind scanners read, so comments, strings and the
/// branches of `#if` count the same way. A file that names none of the
/// methods is passed over without being tokenized.
enum NavigationCallScanner {
    /// What one file, or one body, holds.
    struct Scan {
        var literalUses: [StringLiteralUse] = []
        var calls: [NavigationCall] = []
        /// Names passed where a literal would be judged (`ConstantReference`).
        var references: [ConstantReference] = []

        static func += (lhs: inout Scan, rhs: Scan) {
            lhs.literalUses += rhs.literalUses
            lhs.calls += rhs.calls
            lhs.references += rhs.references
        }
    }

    /// The uses in a whole file; Objective-C files are read this way.
    static func scan(_ bytes: [UInt8], language: SourceTokenizer.Language, file: String) -> Scan {
        scan(bytes, range: 0..<bytes.count, language: language, file: file, scope: Scope())
    }

    /// The uses in the body `range` of a Swift function, closure or accessor
    /// of `className`, which the Swift scanner hands over as it skips the
    /// body: most bodies name none of the methods and cost one pass over
    /// their bytes.
    /// `signatureStart` is where the declaration whose body it is starts
    /// (`func`, `init`), whose parameters hide the type's constants.
    static func scanBody(
        _ bytes: [UInt8], range: Range<Int>, file: String, className: String?, functionName: String?,
        signatureStart: Int? = nil
    ) -> Scan {
        scan(
            bytes, range: range, language: .swift, file: file,
            scope: Scope(className: className, functionName: functionName, signatureStart: signatureStart))
    }

    private static func scan(
        _ bytes: [UInt8], range: Range<Int>, language: SourceTokenizer.Language, file: String, scope: Scope
    ) -> Scan {
        guard mentionsTrigger(bytes, range: range, language: language) else { return Scan() }
        let reading = Reading(source: bytes, range: range, language: language, file: file, scope: scope)
        switch language {
        case .swift:
            var grammar = SwiftNavigationCalls(reading: reading)
            return grammar.run()
        case .objectiveC:
            var grammar = ObjectiveCNavigationCalls(reading: reading)
            return grammar.run()
        }
    }

    /// Whether `range` holds `performSegue`, `dentifier` (of `identifier`
    /// and `withIdentifier`), `UIStoryboard` or `storyboardWithName`,
    /// `nstantiate` (of the instantiating calls), `addChild`,
    /// `iewControllers` (of `viewControllers`), `nabled` or `idden` (of a
    /// control's `isEnabled`, `setHidden:`): one pass that compares
    /// further only at their first letters.
    private static func mentionsTrigger(_ bytes: [UInt8], range: Range<Int>, language: SourceTokenizer.Language)
        -> Bool
    {
        bytes.withUnsafeBufferPointer { buffer in
            func matches(_ pattern: StaticString, at index: Int) -> Bool {
                pattern.withUTF8Buffer { pattern in
                    guard index + pattern.count <= range.upperBound else { return false }
                    var offset = 1
                    while offset < pattern.count {
                        if buffer[index + offset] != pattern[offset] { return false }
                        offset += 1
                    }
                    return true
                }
            }
            var index = range.lowerBound
            while index < range.upperBound {
                switch buffer[index] {
                case UInt8(ascii: "p") where matches("performSegue", at: index): return true
                case UInt8(ascii: "d") where matches("dentifier", at: index): return true
                case UInt8(ascii: "U") where language == .swift && matches("UIStoryboard", at: index): return true
                case UInt8(ascii: "s") where language == .objectiveC && matches("storyboardWithName", at: index):
                    return true
                case UInt8(ascii: "n") where matches("nstantiate", at: index) || matches("nabled", at: index):
                    return true
                case UInt8(ascii: "a") where matches("addChild", at: index): return true
                case UInt8(ascii: "i") where matches("iewControllers", at: index) || matches("idden", at: index):
                    return true
                default: break
                }
                index += 1
            }
            return false
        }
    }

    /// One `{` opened: the type whose body it is (a class's, or a struct's,
    /// an enum's or an actor's), the function whose body it is, or a switch
    /// over a segue's identifier.
    struct Scope {
        var className: String?
        var functionName: String?
        var isIdentifierSwitch = false
        var signatureStart: Int?
        /// The block of an Objective-C `@try` whose `@catch` catches the
        /// `NSException` UIKit throws.
        var catchesExceptions = false
        /// A block that runs only when a condition holds: the body of an
        /// `if`, `else`, `switch`, loop or `catch`, and the rest of a
        /// block after a `guard`.
        var isConditional = false
    }

    /// Words that are values of their own, never a constant's name.
    static let keywordValues = ["self", "nil", "true", "false", "super"]

    /// What a grammar reads and what it has found: the tokens of the code
    /// read, the scopes open, and the uses found so far.
    struct Reading {
        let tokens: TokenCursor
        /// The file the tokens were read from, at `base`.
        let source: [UInt8]
        let base: Int
        let file: String
        var scopes: [Scope]
        var scan = Scan()
        /// A declaration seen, whose body opens at the next `{`.
        var pending = Scope()
        /// The offset of the `{` that opened the outermost body being read.
        var outermostBrace: Int?

        init(source: [UInt8], range: Range<Int>, language: SourceTokenizer.Language, file: String, scope: Scope) {
            tokens = TokenCursor(
                bytes: range == 0..<source.count ? source : Array(source[range]), language: language,
                yieldsStrings: true)
            self.source = source
            base = range.lowerBound
            self.file = file
            scopes = [scope]
        }

        /// Where the token at `index` is in the file.
        func location(of index: Int) -> SourceLocation {
            TextPosition.location(of: base + tokens[index].offset, in: source, from: 0, file: file)
        }
    }

    /// The text of a plain literal, or nil for one built at run time or
    /// spelt with escapes other than the common ones.
    static func literalValue(_ token: SourceTokenizer.Token, in bytes: [UInt8], language: SourceTokenizer.Language)
        -> String?
    {
        var start = token.offset
        // An unterminated literal at the end of the file ends past it.
        var end = min(token.end, bytes.count)
        var hashes = 0
        if language == .objectiveC && bytes[start] == UInt8(ascii: "@") { start += 1 }
        while start < end && bytes[start] == UInt8(ascii: "#") {
            start += 1
            hashes += 1
        }
        end -= hashes
        guard end - start >= 2, bytes[start] == UInt8(ascii: "\""), bytes[end - 1] == UInt8(ascii: "\""),
            !(bytes[start + 1] == UInt8(ascii: "\"") && end - start > 2)
        else { return nil }
        var value: [UInt8] = []
        var position = start + 1
        while position < end - 1 {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") && hashes == 0 {
                guard position + 1 < end - 1 else { return nil }
                switch bytes[position + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): value.append(bytes[position + 1])
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                default: return nil
                }
                position += 2
                continue
            }
            value.append(byte)
            position += 1
        }
        return String(decoding: value, as: UTF8.self)
    }
}

/// The calls one language spells (`SwiftNavigationCalls`,
/// `ObjectiveCNavigationCalls`), read over the tokens of a file or a body:
/// the declarations that open scopes, the calls that navigate, the roles
/// of literal arguments and the names passed instead. What both languages
/// share (the walk over the tokens, a literal argument, a segue's
/// identifier, the bundle a storyboard comes from) is written once, here.
protocol NavigationCallGrammar {
    static var language: SourceTokenizer.Language { get }
    var reading: NavigationCallScanner.Reading { get set }
    /// The class whose code is read, for the uses found.
    var enclosingClass: String? { get }
    /// A declaration at the word at `index` that opens a scope at the next
    /// `{`, or ends one (Objective-C's `@end`).
    mutating func readDeclaration(at index: Int)
    /// A call that navigates at the word `name` at `index`, other than the
    /// literal arguments `readString` sees.
    func call(named name: String, at index: Int) -> NavigationCall.Action?
    /// What a literal, or a name in its place, from `start` to `end` is
    /// passed as; nil when UIKit takes it as nothing this scanner judges.
    func role(from start: Int, to end: Int) -> StringLiteralUse.Role?
    /// The spans `seguegen migrate` rewrites for a use from `start` to `end`.
    func spans(from start: Int, to end: Int, role: StringLiteralUse.Role) -> StringLiteralUse.Spans?
    /// A name at `index` where `readString` would judge a literal
    /// (`ConstantReference`).
    mutating func readReference(at index: Int)
    /// Whether the bare name used at `index` is a parameter or a local of
    /// the code read rather than a property of the class.
    func isParameterOrLocal(_ name: String, usedAt index: Int) -> Bool
}

extension NavigationCallGrammar {
    var tokens: TokenCursor { reading.tokens }

    mutating func run() -> NavigationCallScanner.Scan {
        var index = 0
        var parentheses = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .symbol(UInt8(ascii: "(")):
                parentheses += 1
            case .symbol(UInt8(ascii: ")")):
                parentheses = max(parentheses - 1, 0)
            case .symbol(UInt8(ascii: ";")) where parentheses == 0:
                // The end of an Objective-C `if (…) statement;` with no
                // braces, which was conditional.
                reading.pending.isConditional = false
            case .symbol(UInt8(ascii: "{")):
                if reading.scopes.count == 1 { reading.outermostBrace = reading.base + token.offset }
                // A closure passed in a condition (`if list.contains(where: {
                // … }) {`) leaves the condition's body to come.
                if reading.pending.isConditional,
                    tokens.isSymbol(index - 1, "(") || tokens.isSymbol(index - 1, ",")
                        || tokens.isSymbol(index - 1, ":")
                {
                    reading.scopes.append(NavigationCallScanner.Scope())
                } else {
                    reading.scopes.append(reading.pending)
                    reading.pending = NavigationCallScanner.Scope()
                }
            case .symbol(UInt8(ascii: "}")):
                _ = reading.scopes.popLast()
            case .word:
                readCall(at: index)
                readDeclaration(at: index)
                readConditional(at: index)
                readReference(at: index)
            case .string:
                readString(at: index)
            default:
                break
            }
            index += 1
        }
        return reading.scan
    }

    private mutating func readCall(at index: Int) {
        guard let name = tokens.word(index), let action = call(named: name, at: index) else { return }
        reading.scan.calls.append(
            NavigationCall(action, at: reading.location(of: index), enclosingClass: enclosingClass))
    }

    private mutating func readString(at index: Int) {
        // A reuse identifier's literal is the cell scanner's
        // (`ReuseIdentifierScanner`); only names are followed here.
        guard let role = role(from: index, to: index), role != .reuseIdentifier,
            let value = NavigationCallScanner.literalValue(tokens[index], in: tokens.bytes, language: Self.language)
        else { return }
        reading.scan.literalUses.append(
            StringLiteralUse(
                role: role, value: value, location: reading.location(of: index), enclosingClass: enclosingClass,
                spans: spans(from: index, to: index, role: role), isCaught: isCaught,
                storyboard: role == .storyboardIdentifier ? storyboardReceiver(ofIdentifierAt: index) : nil))
    }

    /// The role of the name from `start` to `end` when it stands where
    /// `readString` would judge a literal: after a label, in a call's
    /// arguments, in a comparison or a `case`, and is itself no call,
    /// subscript or optional chain (which would not be its value).
    func referenceRole(from start: Int, to end: Int) -> StringLiteralUse.Role? {
        // Most words neither follow these nor are compared.
        guard
            tokens.isSymbol(start - 1, ":") || tokens.isSymbol(start - 1, "(") || tokens.isSymbol(start - 1, "=")
                || tokens.isSymbol(start - 1, ",") || tokens.word(start - 1) == "case"
                || ((tokens.isSymbol(end + 1, "=") || tokens.isSymbol(end + 1, "!")) && tokens.isSymbol(end + 2, "="))
        else { return nil }
        guard !tokens.isSymbol(end + 1, "("), !tokens.isSymbol(end + 1, "["), !tokens.isSymbol(end + 1, "."),
            !tokens.isSymbol(end + 1, "?"), !tokens.isSymbol(end + 1, "!") || tokens.isSymbol(end + 2, "=")
        else { return nil }
        return role(from: start, to: end)
    }

    /// Whether the code read is inside an Objective-C `@try` that
    /// catches UIKit's exception.
    var isCaught: Bool { reading.scopes.contains(where: \.catchesExceptions) }

    /// Whether the code read runs only when a condition holds, within its
    /// function.
    var isConditional: Bool {
        // Between a condition's keyword and its body's `{`, or its
        // statement's `;`.
        if reading.pending.isConditional { return true }
        for scope in reading.scopes.reversed() {
            if scope.isConditional { return true }
            if scope.functionName != nil { return false }
        }
        return false
    }

    /// Notes a control-flow keyword at `index` (`if`, `guard`, `while`,
    /// …): the block it opens runs on a condition, and after a `guard` so
    /// does the rest of the block it stands in.
    mutating func readConditional(at index: Int) {
        // Most words start with none of these letters: no string is made.
        switch tokens.bytes[tokens[index].offset] {
        case UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "e"), UInt8(ascii: "f"), UInt8(ascii: "g"),
            UInt8(ascii: "i"), UInt8(ascii: "r"), UInt8(ascii: "s"), UInt8(ascii: "w"):
            break
        default:
            return
        }
        if tokens.isWord(index, "guard") {
            if !reading.scopes.isEmpty { reading.scopes[reading.scopes.count - 1].isConditional = true }
            reading.pending.isConditional = true
        } else if tokens.isWord(index, "if") || tokens.isWord(index, "else") || tokens.isWord(index, "switch")
            || tokens.isWord(index, "while") || tokens.isWord(index, "for") || tokens.isWord(index, "repeat")
            || tokens.isWord(index, "catch") || tokens.isWord(index, "do")
        {
            reading.pending.isConditional = true
        }
    }

    /// The control state set on `property` with `setter` to the value at
    /// `value`: nil for a literal that keeps the control operable behind a
    /// condition, which keeps it from nothing.
    func controlState(
        property: String, onSelf: Bool, setter: String, value: Int
    ) -> NavigationCall.Action? {
        let keepsOperable = NavigationCall.keepsControlOperable(setter: setter, value: tokens.loneWord(value) ?? "")
        if keepsOperable && isConditional { return nil }
        return .setsControlState(
            property: property, onSelf: onSelf, state: NavigationCall.ControlState(setter: setter),
            makesOperable: keepsOperable)
    }

    var enclosingFunction: String? { reading.scopes.last { $0.functionName != nil }?.functionName }

    /// Whether the token at `index` is one string literal that is a whole
    /// argument.
    func isLiteralArgument(at index: Int) -> Bool {
        tokens.isString(index) && endsArgument(index)
    }

    /// Whether the literal at `index` is a whole argument: what follows
    /// ends the argument (in Objective-C, the next selector piece too).
    func endsArgument(_ index: Int) -> Bool {
        tokens.isSymbol(index + 1, ",") || tokens.isSymbol(index + 1, ")") || tokens.isSymbol(index + 1, "]")
            || (Self.language == .objectiveC && tokens.word(index + 1) != nil)
    }

    /// Whether the tokens ending at `end` read a segue's identifier:
    /// `x.identifier`, `x?.identifier` or `x!.identifier` where `x`
    /// names a segue, or a bare `identifier` in the two methods UIKit
    /// hands one to.
    func isSegueIdentifier(endingAt end: Int) -> Bool {
        guard tokens.word(end) == "identifier" else { return false }
        var position = end - 1
        guard tokens.isSymbol(position, ".") else {
            return ["shouldPerformSegue", "prepare"].contains(enclosingFunction ?? "")
        }
        position -= 1
        if tokens.isSymbol(position, "?") || tokens.isSymbol(position, "!") { position -= 1 }
        return tokens.word(position)?.lowercased().hasSuffix("segue") == true
    }

    /// Whether the code read (a Swift body, an Objective-C file) opens
    /// a storyboard of a bundle that may not be the app's
    /// (`bundle: Bundle(for: …)`, `bundle: frameworkBundle`): its
    /// storyboard IDs are not the run's to judge.
    var namesAnotherBundle: Bool {
        tokens.indices.contains { index in
            guard tokens.word(index) == "bundle", tokens.isSymbol(index + 1, ":") else { return false }
            let main =
                tokens.word(index + 2) == "nil"
                || (tokens.isSymbol(index + 2, ".") && tokens.word(index + 3) == "main")
                || (tokens.word(index + 2) == "Bundle" && tokens.isSymbol(index + 3, ".")
                    && tokens.word(index + 4) == "main")
                || (tokens.isSymbol(index + 2, "[") && tokens.word(index + 3) == "NSBundle"
                    && tokens.word(index + 4) == "mainBundle")
            return !main
        }
    }
}
