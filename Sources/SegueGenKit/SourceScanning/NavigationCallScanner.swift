import SegueGenSupport

/// Finds, in Swift and Objective-C source, the calls that navigate: the
/// string literals passed where UIKit expects a segue identifier, a
/// storyboard ID or a storyboard name (`StringLiteralUse`), and the calls
/// the storyboards cannot show (`NavigationCall`): a segue performed by an
/// identifier that is no literal or through the generated API, a scene
/// instantiated likewise, a storyboard's initial scene instantiated,
/// children installed in code. The literals:
///
/// - Swift: `performSegue(withIdentifier: "x", …)`; `segue.identifier == "x"`
///   (either side, `!=` too, `?.` and `!.` too); `case "x":` in a `switch`
///   over a segue's identifier; a bare `identifier` compared inside
///   `shouldPerformSegue(withIdentifier:sender:)` or `prepare(for:sender:)`;
///   `instantiateViewController(withIdentifier: "x")` and
///   `instantiateViewController(identifier: "x", …)`;
///   `UIStoryboard(name: "x", bundle: nil)` (or `.main`).
/// - Objective-C: `performSegueWithIdentifier:@"x"`,
///   `[segue.identifier isEqualToString:@"x"]`,
///   `instantiateViewControllerWithIdentifier:@"x"`,
///   `storyboardWithName:@"x" bundle:nil`.
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
        var scanner = Scanner(source: bytes, range: range, language: language, file: file, scope: scope)
        return scanner.run()
    }

    /// Whether `range` holds `performSegue`, `dentifier` (of `identifier`
    /// and `withIdentifier`), `UIStoryboard` or `storyboardWithName`,
    /// `nstantiate` (of the instantiating calls), `addChild` or
    /// `iewControllers` (of `viewControllers`): one pass that compares
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
                case UInt8(ascii: "n") where matches("nstantiate", at: index): return true
                case UInt8(ascii: "a") where matches("addChild", at: index): return true
                case UInt8(ascii: "i") where matches("iewControllers", at: index): return true
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
    private struct Scope {
        var className: String?
        var functionName: String?
        var isIdentifierSwitch = false
        var signatureStart: Int?
        /// The block of an Objective-C `@try` whose `@catch` catches the
        /// `NSException` UIKit throws.
        var catchesExceptions = false
    }

    private struct Scanner {
        let tokens: [SourceTokenizer.Token]
        let text: SourceTokenizer.Text
        /// The bytes read, from `base` in the file `source`.
        let bytes: [UInt8]
        let source: [UInt8]
        let base: Int
        let language: SourceTokenizer.Language
        let file: String
        var scopes: [Scope]
        var scan = Scan()
        /// A declaration seen, whose body opens at the next `{`.
        var pending = Scope()
        /// The Objective-C class of the `@implementation` being read.
        var implementation: String?
        /// The offset of the `{` that opened the outermost body being read.
        var outermostBrace: Int?

        init(
            source: [UInt8], range: Range<Int>, language: SourceTokenizer.Language, file: String, scope: Scope
        ) {
            bytes = range == 0..<source.count ? source : Array(source[range])
            tokens = SourceTokenizer.tokens(of: bytes, language: language, yieldsStrings: true)
            text = SourceTokenizer.Text(bytes: bytes)
            self.source = source
            base = range.lowerBound
            self.language = language
            self.file = file
            scopes = [scope]
        }

        private func word(_ index: Int) -> String? {
            index >= 0 && index < tokens.count && tokens[index].kind == .word ? text.string(tokens[index]) : nil
        }

        private func isSymbol(_ index: Int, _ symbol: Unicode.Scalar) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].isSymbol(symbol)
        }

        private var enclosingClass: String? {
            language == .objectiveC ? implementation : scopes.last { $0.className != nil }?.className
        }

        private var enclosingFunction: String? { scopes.last { $0.functionName != nil }?.functionName }

        mutating func run() -> Scan {
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                switch token.kind {
                case .symbol(UInt8(ascii: "{")):
                    if scopes.count == 1 { outermostBrace = base + token.offset }
                    scopes.append(pending)
                    pending = Scope()
                case .symbol(UInt8(ascii: "}")):
                    _ = scopes.popLast()
                case .word:
                    readWord(at: index)
                    readReference(at: index)
                case .string:
                    readString(at: index)
                default:
                    break
                }
                index += 1
            }
            return scan
        }

        /// Declarations that open a scope, compared byte by byte: most
        /// words are no keyword, and their first byte says so at once.
        private mutating func readWord(at index: Int) {
            let token = tokens[index]
            readCall(at: index)
            switch bytes[token.offset] {
            case UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "e"), UInt8(ascii: "f"), UInt8(ascii: "i"),
                UInt8(ascii: "p"), UInt8(ascii: "s"), UInt8(ascii: "t"):
                break
            default:
                return
            }
            switch language {
            case .swift:
                if text.isWord(token, "class") || text.isWord(token, "extension") {
                    // `class func`, `class var`: a modifier, not a declaration.
                    if let next = word(index + 1), !["func", "var", "let", "override", "final"].contains(next) {
                        pending = Scope(className: lastNamePart(from: index + 1))
                    }
                } else if text.isWord(token, "func") {
                    pending = Scope(functionName: word(index + 1))
                } else if text.isWord(token, "switch") {
                    pending = Scope(isIdentifierSwitch: isSegueIdentifier(endingAt: closingSwitchSubject(after: index)))
                } else if text.isWord(token, "struct") || text.isWord(token, "enum") || text.isWord(token, "actor") {
                    // A helper type that instantiates scenes is named as
                    // their likely presenter; it has no segues of its own.
                    pending = Scope(className: lastNamePart(from: index + 1))
                } else if text.isWord(token, "protocol") {
                    pending = Scope()
                }
            case .objectiveC:
                guard isSymbol(index - 1, "@") else { return }
                if text.isWord(token, "try") {
                    pending = Scope(catchesExceptions: catchesExceptions(afterTryAt: index))
                } else if text.isWord(token, "implementation") {
                    implementation = word(index + 1)
                } else if text.isWord(token, "end") {
                    implementation = nil
                }
            }
        }

        /// Whether a `@catch` of the `@try` whose `try` is at `index`
        /// catches an `NSException`: one of `NSException *`, `NSObject *`,
        /// `id` or `...`, before any `@finally`.
        private func catchesExceptions(afterTryAt index: Int) -> Bool {
            var end = closingBrace(openedAt: index + 1)
            while let close = end, isSymbol(close + 1, "@"), word(close + 2) == "catch", isSymbol(close + 3, "(") {
                if ["NSException", "NSObject", "id"].contains(word(close + 4) ?? "") || isSymbol(close + 4, ".") {
                    return true
                }
                guard let open = (close + 4..<tokens.count).first(where: { isSymbol($0, "{") }) else { return false }
                end = closingBrace(openedAt: open)
            }
            return false
        }

        /// The `}` that closes the `{` at `open`; nil when `open` holds no
        /// `{`.
        private func closingBrace(openedAt open: Int) -> Int? {
            isSymbol(open, "{") ? SourceTokenizer.closingBrace(in: tokens, openedAt: open) : nil
        }

        /// Whether the code read is inside an Objective-C `@try` that
        /// catches UIKit's exception.
        private var isCaught: Bool { scopes.contains(where: \.catchesExceptions) }

        /// A call that navigates at the word at `index`, other than the
        /// literal arguments `readString` sees.
        private mutating func readCall(at index: Int) {
            guard let name = word(index) else { return }
            let action: NavigationCall.Action?
            switch language {
            case .swift: action = swiftCall(named: name, at: index)
            case .objectiveC: action = objectiveCCall(named: name, at: index)
            }
            guard let action else { return }
            let location = TextPosition.location(of: base + tokens[index].offset, in: source, from: 0, file: file)
            scan.calls.append(NavigationCall(action, at: location, enclosingClass: enclosingClass))
        }

        /// Whether the call at `index` has no receiver or `self`'s.
        private func isOnSelf(callAt index: Int) -> Bool {
            switch language {
            case .swift: !isSymbol(index - 1, ".") || word(index - 2) == "self"
            case .objectiveC: word(index - 1) == "self"
            }
        }

        /// Whether the argument after `label:` of the call at `index` is
        /// something other than one string literal.
        private func hasNonLiteralArgument(_ label: String, ofCallAt index: Int) -> Bool {
            guard isSymbol(index + 1, "("), word(index + 2) == label, isSymbol(index + 3, ":") else { return false }
            return !isLiteralArgument(at: index + 4)
        }

        /// Whether the token at `index` is one string literal that is a whole
        /// argument.
        private func isLiteralArgument(at index: Int) -> Bool {
            index < tokens.count && tokens[index].kind == .string && endsArgument(index)
        }

        private func swiftCall(named name: String, at index: Int) -> NavigationCall.Action? {
            switch name {
            case "performSegue" where hasNonLiteralArgument("withIdentifier", ofCallAt: index):
                return .performsAnySegue(onSelf: isOnSelf(callAt: index))
            case "performSegueWithIdentifier" where isSymbol(index + 1, "(") && !isLiteralArgument(at: index + 2):
                return .performsAnySegue(onSelf: isOnSelf(callAt: index))
            case "instantiateViewControllerWithIdentifier"
            where isSymbol(index + 1, "(") && !isLiteralArgument(at: index + 2):
                return .instantiatesAnyScene
            case _ where name.hasSuffix("erformSegue") && isSymbol(index + 1, "(") && isSymbol(index + 2, "."):
                // The generated `performSegue(_:sender:)`, under its name or
                // a renamed one (`segueGenPerformSegue`).
                return word(index + 3).map { .performsTypedSegue(caseName: $0, onSelf: isOnSelf(callAt: index)) }
            case "instantiateViewController"
            where hasNonLiteralArgument("withIdentifier", ofCallAt: index)
                || hasNonLiteralArgument("identifier", ofCallAt: index):
                return .instantiatesAnyScene
            case "instantiateInitialViewController":
                return .instantiatesInitialScene
            case "UIStoryboard" where hasNonLiteralArgument("name", ofCallAt: index):
                return .opensAnyStoryboard
            case "instantiate" where isSymbol(index - 1, ".") && isSymbol(index - 3, ".") && isSymbol(index - 5, "."):
                // `StoryboardScene.Main.profile.instantiate()`.
                guard let member = word(index - 2), let storyboard = word(index - 4), word(index - 6) != nil else {
                    return nil
                }
                return .instantiatesTypedScene(storyboardType: storyboard, member: member)
            case "addChild" where isSymbol(index + 1, "("), "setViewControllers" where isSymbol(index + 1, "("):
                return .installsChildren(onSelf: isOnSelf(callAt: index))
            case "viewControllers" where isSymbol(index + 1, "=") && !isSymbol(index + 2, "="):
                return .installsChildren(onSelf: isOnSelf(callAt: index))
            default:
                return nil
            }
        }

        private func objectiveCCall(named name: String, at index: Int) -> NavigationCall.Action? {
            let literalFollows = index + 2 < tokens.count && tokens[index + 2].kind == .string
            switch name {
            case "performSegueWithIdentifier" where isSymbol(index + 1, ":") && !literalFollows:
                return .performsAnySegue(onSelf: isOnSelf(callAt: index))
            case "instantiateViewControllerWithIdentifier" where isSymbol(index + 1, ":") && !literalFollows:
                return .instantiatesAnyScene
            case "instantiateInitialViewController":
                return .instantiatesInitialScene
            case "storyboardWithName" where isSymbol(index + 1, ":") && !literalFollows:
                return .opensAnyStoryboard
            case "addChildViewController", "setViewControllers":
                return .installsChildren(onSelf: isOnSelf(callAt: index))
            case "viewControllers" where isSymbol(index + 1, "=") && !isSymbol(index + 2, "="):
                return .installsChildren(onSelf: isSymbol(index - 1, ".") && word(index - 2) == "self")
            default:
                return nil
            }
        }

        /// `A.B<T>.C` from `index`: the last name, as a class is known.
        private func lastNamePart(from index: Int) -> String? {
            text.lastNamePart(of: tokens, from: index)
        }

        /// The index of the last token of a `switch` subject: the token
        /// before the `{` that opens its body.
        private func closingSwitchSubject(after index: Int) -> Int {
            var position = index + 1
            while position < tokens.count && !isSymbol(position, "{") && position - index < 12 { position += 1 }
            return isSymbol(position, "{") ? position - 1 : -1
        }

        /// Whether the tokens ending at `end` read a segue's identifier:
        /// `x.identifier`, `x?.identifier` or `x!.identifier` where `x`
        /// names a segue, or a bare `identifier` in the two methods UIKit
        /// hands one to.
        private func isSegueIdentifier(endingAt end: Int) -> Bool {
            guard word(end) == "identifier" else { return false }
            var position = end - 1
            guard isSymbol(position, ".") else {
                return ["shouldPerformSegue", "prepare"].contains(enclosingFunction ?? "")
            }
            position -= 1
            if isSymbol(position, "?") || isSymbol(position, "!") { position -= 1 }
            return word(position)?.lowercased().hasSuffix("segue") == true
        }

        private mutating func readString(at index: Int) {
            // A reuse identifier's literal is the cell scanner's
            // (`ReuseIdentifierScanner`); only names are followed here.
            guard let role = role(from: index, to: index), role != .reuseIdentifier,
                let value = literalValue(tokens[index])
            else { return }
            let location = TextPosition.location(of: base + tokens[index].offset, in: source, from: 0, file: file)
            scan.literalUses.append(
                StringLiteralUse(
                    role: role, value: value, location: location, enclosingClass: enclosingClass,
                    spans: spans(from: index, to: index, role: role), isCaught: isCaught))
        }

        private func role(from start: Int, to end: Int) -> StringLiteralUse.Role? {
            switch language {
            case .swift: swiftRole(from: start, to: end)
            case .objectiveC: objectiveCRole(from: start, to: end)
            }
        }

        /// A name where `readString` would judge a literal: `K.x`,
        /// `Constants.Segue.x`, `x`, `self.x`, `Segue.x.rawValue`;
        /// Objective-C's `kX`. Its value is known only once every file is
        /// read (`ConstantReference.resolved`).
        private mutating func readReference(at index: Int) {
            // `.showDetail` is a member of the parameter's type, which only
            // a SegueHandlerType enum's performSegue gives a meaning here.
            let isImplicitMember =
                language == .swift && isSymbol(index - 1, ".") && (isSymbol(index - 2, ":") || isSymbol(index - 2, "("))
            guard !isSymbol(index - 1, ".") || isImplicitMember else { return }
            var end = index
            if language == .swift {
                while isSymbol(end + 1, "."), word(end + 2) != nil { end += 2 }
            }
            // Most words neither follow these nor are compared.
            let start = isImplicitMember ? index - 1 : index
            guard
                isSymbol(start - 1, ":") || isSymbol(start - 1, "(") || isSymbol(start - 1, "=")
                    || isSymbol(start - 1, ",") || word(start - 1) == "case"
                    || ((isSymbol(end + 1, "=") || isSymbol(end + 1, "!")) && isSymbol(end + 2, "="))
            else { return }
            // A call, a subscript, optional chaining: not the name's value.
            guard !isSymbol(end + 1, "("), !isSymbol(end + 1, "["), !isSymbol(end + 1, "."), !isSymbol(end + 1, "?"),
                !isSymbol(end + 1, "!") || isSymbol(end + 2, "="),
                let role = role(from: start, to: end)
            else { return }
            guard !isImplicitMember else {
                guard case .performedSegue(onSelf: true) = role, end == index, let name = word(index) else { return }
                let location = TextPosition.location(of: base + tokens[index].offset, in: source, from: 0, file: file)
                scan.references.append(
                    ConstantReference(
                        role: role, path: [name], readsRawValue: false, location: location,
                        enclosingClass: enclosingClass, isImplicitMember: true))
                return
            }
            var path = stride(from: index, through: end, by: 2).compactMap(word)
            let isMemberAccess = path.count > 1 && (path[0] == "self" || path[0] == "Self")
            if isMemberAccess { path.removeFirst() }
            let readsRawValue = language == .swift && path.count > 1 && path.last == "rawValue"
            if readsRawValue { path.removeLast() }
            guard let name = path.first, !["self", "nil", "true", "false", "super"].contains(name),
                path.count > 1 ? isMemberAccess || !declaresLocalType(name) : !isShadowed(name)
            else { return }
            let location = TextPosition.location(of: base + tokens[index].offset, in: source, from: 0, file: file)
            scan.references.append(
                ConstantReference(
                    role: role, path: path, readsRawValue: readsRawValue, location: location,
                    enclosingClass: enclosingClass, localScope: localScope,
                    spans: spans(from: index, to: end, role: role), isMemberAccess: isMemberAccess,
                    isCaught: isCaught))
        }

        /// Swift: whether the body declares a type (or a constant) named
        /// `name`, which hides the type a path such as `K.cell` starts with.
        private func declaresLocalType(_ name: String) -> Bool {
            guard language == .swift else { return false }
            let declarers: Set<String> = ["enum", "struct", "class", "actor", "typealias", "protocol", "let", "var"]
            return tokens.indices.contains { position in
                tokens[position].kind == .word && text.string(tokens[position]) == name
                    && word(position - 1).map(declarers.contains) == true
            }
        }

        /// Objective-C: the method or function whose body this is, named by
        /// the offset of its `{` in the file.
        private var localScope: String? {
            guard language == .objectiveC, scopes.count > 1, let brace = outermostBrace else { return nil }
            return "\(file)@\(brace)"
        }

        /// Whether a bare Swift name may be a local of the body or a
        /// parameter of its function rather than the type's constant: it is
        /// declared, bound or passed on in the body, or named in the
        /// signature.
        private func isShadowed(_ name: String) -> Bool {
            guard language == .swift else { return isObjectiveCLocal(name) }
            for position in tokens.indices where tokens[position].kind == .word && text.string(tokens[position]) == name
            {
                if let before = word(position - 1), ["let", "var", "for"].contains(before) { return true }
                // A closure's first parameter: `{ name, other in`,
                // `{ [weak self] name, other in`.
                if isSymbol(position - 1, "{") || isSymbol(position - 1, "]"),
                    isSymbol(position + 1, ",") || isSymbol(position + 1, ":")
                {
                    return true
                }
                if word(position + 1) == "in" || (isSymbol(position + 1, "=") && !isSymbol(position + 2, "=")) {
                    return true
                }
                // A parameter with an argument label, of a function the
                // body nests: `func make(id name: String)`.
                if isSymbol(position + 1, ":"), let label = word(position - 1),
                    !["case", "return", "in", "try", "await", "else", "is", "as", "throw"].contains(label)
                {
                    return true
                }
                if isSymbol(position - 1, ",") || isSymbol(position - 1, "(") || isSymbol(position - 1, "[") {
                    if !isSymbol(position - 2, ":") && role(from: position, to: position) == nil { return true }
                }
            }
            guard let start = scopes.first?.signatureStart, start < base else { return false }
            let signature = Array(source[start..<base])
            let signatureText = SourceTokenizer.Text(bytes: signature)
            return SourceTokenizer.tokens(of: signature, language: .swift).contains {
                $0.kind == .word && signatureText.string($0) == name
            }
        }

        /// Objective-C: whether `name` is declared in the method or
        /// function whose body holds the use, as a parameter
        /// (`:(NSString *)name`) or a variable (`NSString *name = …`,
        /// `id name`, `NSString *__strong name`), and not as a `static`
        /// constant (a `StringConstant` of its own). `NSString *const name`
        /// is a constant of the method too (`ObjectiveCConstantScanner`).
        /// The words that end a variable's type just before its name.
        private static let objectiveCTypeEnds: Set<String> = [
            "id", "instancetype", "__strong", "__weak", "__unsafe_unretained", "__autoreleasing", "_Nullable",
            "_Nonnull", "_Null_unspecified", "__nullable", "__nonnull",
        ]

        private func isObjectiveCLocal(_ name: String) -> Bool {
            guard scopes.count > 1, let brace = outermostBrace,
                let open = tokens.firstIndex(where: { base + $0.offset == brace })
            else { return false }
            // The signature starts after the previous body or declaration.
            let start = tokens[..<open].lastIndex { $0.isSymbol("}") || $0.isSymbol(";") } ?? 0
            var depth = 0
            for position in start..<tokens.count {
                if isSymbol(position, "{") { depth += 1 }
                if isSymbol(position, "}") {
                    depth -= 1
                    if depth == 0 && position > open { break }
                }
                guard word(position) == name,
                    isSymbol(position - 1, "*") || isSymbol(position - 1, ")")
                        || word(position - 1).map(Self.objectiveCTypeEnds.contains) == true,
                    !(position - 4..<position).contains(where: { word($0) == "static" })
                else { continue }
                return true
            }
            return false
        }

        /// The spans `seguegen migrate` rewrites, for a Swift argument from
        /// `start` to `end`: the labelled argument, and for a scene
        /// instantiated by ID, the whole `receiver.call(...) as! T`.
        private func spans(from start: Int, to end: Int, role: StringLiteralUse.Role) -> StringLiteralUse.Spans? {
            guard language == .swift, isSymbol(start - 1, ":") else { return nil }
            var spans = StringLiteralUse.Spans(
                argument: (base + tokens[start - 2].offset)..<(base + min(tokens[end].end, bytes.count)))
            guard role == .storyboardIdentifier, isSymbol(end + 1, ")"), word(end + 2) == "as",
                isSymbol(end + 3, "!"), let type = word(end + 4), !isSymbol(end + 5, "."),
                let receiver = receiverStart(endingBefore: start - 5)
            else { return spans }
            spans.forcedCast = (base + tokens[receiver].offset)..<(base + tokens[end + 4].end)
            spans.castType = type
            return spans
        }

        /// The first token of the receiver whose `.` is at `dot`: names,
        /// `?` and `!`, calls in balanced parentheses, joined by dots.
        private func receiverStart(endingBefore dot: Int) -> Int? {
            guard isSymbol(dot, ".") else { return nil }
            var position = dot - 1
            var start: Int?
            while position >= 0 {
                if isSymbol(position, "?") || isSymbol(position, "!") { position -= 1 }
                if isSymbol(position, ")") {
                    var depth = 0
                    while position >= 0 {
                        if isSymbol(position, ")") { depth += 1 }
                        if isSymbol(position, "(") {
                            depth -= 1
                            if depth == 0 { break }
                        }
                        position -= 1
                    }
                    position -= 1
                }
                guard word(position) != nil else { return nil }
                start = position
                guard isSymbol(position - 1, ".") else { break }
                position -= 2
            }
            return start
        }

        /// Whether the literal at `index` is a whole argument: what follows
        /// ends the argument.
        private func endsArgument(_ index: Int) -> Bool {
            isSymbol(index + 1, ",") || isSymbol(index + 1, ")") || isSymbol(index + 1, "]")
                || (language == .objectiveC && word(index + 1) != nil)
        }

        private func swiftRole(from index: Int, to end: Int) -> StringLiteralUse.Role? {
            // `label: "x"` as the whole argument of a call.
            if isSymbol(index - 1, ":"), let label = word(index - 2), endsArgument(end) {
                let method = isSymbol(index - 3, "(") ? word(index - 4) : nil
                switch (method, label) {
                case ("performSegue", "withIdentifier"):
                    let receiver = isSymbol(index - 5, ".") ? word(index - 6) : "self"
                    return .performedSegue(onSelf: receiver == "self")
                case ("instantiateViewController", "withIdentifier"), ("instantiateViewController", "identifier"):
                    return namesAnotherBundle ? nil : .storyboardIdentifier
                case ("UIStoryboard", "name"):
                    return isMainBundle(afterArgumentAt: end) ? .storyboardName : nil
                case ("dequeueReusableCell", "withIdentifier"), (_, "withReuseIdentifier"),
                    (_, "forCellReuseIdentifier"), (_, "forCellWithReuseIdentifier"):
                    return .reuseIdentifier
                default:
                    break
                }
            }
            // Swift 2's spellings: `performSegueWithIdentifier("x", sender:)`,
            // `instantiateViewControllerWithIdentifier("x")`.
            if isSymbol(index - 1, "("), endsArgument(end) {
                switch word(index - 2) {
                case "performSegueWithIdentifier":
                    let receiver = isSymbol(index - 3, ".") ? word(index - 4) : "self"
                    return .performedSegue(onSelf: receiver == "self")
                case "instantiateViewControllerWithIdentifier":
                    return namesAnotherBundle ? nil : .storyboardIdentifier
                default:
                    break
                }
            }
            // `case "a", "b":` in a switch over a segue's identifier.
            if scopes.last?.isIdentifierSwitch == true,
                word(index - 1) == "case" || (isSymbol(index - 1, ",") && isCaseList(endingAt: index - 1))
            {
                return .comparedSegue
            }
            // `segue.identifier == "x"` and `"x" != segue.identifier`.
            let comparedBefore =
                isSymbol(index - 1, "=") && (isSymbol(index - 2, "=") || isSymbol(index - 2, "!"))
                && isSegueIdentifier(endingAt: index - 3)
            let comparedAfter =
                (isSymbol(end + 1, "=") || isSymbol(end + 1, "!")) && isSymbol(end + 2, "=")
                && isSegueIdentifier(endingAt: lastTokenOfIdentifier(from: end + 3))
            return comparedBefore || comparedAfter ? .comparedSegue : nil
        }

        /// The end of `segue.identifier`, `segue?.identifier` or
        /// `identifier` starting at `index`.
        private func lastTokenOfIdentifier(from index: Int) -> Int {
            if word(index) == "identifier" { return index }
            var position = index + 1
            if isSymbol(position, "?") || isSymbol(position, "!") { position += 1 }
            return isSymbol(position, ".") && word(position + 1) == "identifier" ? position + 1 : -1
        }

        /// Whether the `,` at `index` continues a `case` list of literals.
        private func isCaseList(endingAt index: Int) -> Bool {
            var position = index
            while isSymbol(position, ","), position >= 1, tokens[position - 1].kind == .string { position -= 2 }
            return word(position) == "case"
        }

        /// `, bundle: nil`, `, bundle: .main` or `, bundle: Bundle.main`
        /// after the argument at `index`: the app's own storyboards.
        /// Whether the code read (a Swift body, an Objective-C file) opens
        /// a storyboard of a bundle that may not be the app's
        /// (`bundle: Bundle(for: …)`, `bundle: frameworkBundle`): its
        /// storyboard IDs are not the run's to judge.
        private var namesAnotherBundle: Bool {
            tokens.indices.contains { index in
                guard word(index) == "bundle", isSymbol(index + 1, ":") else { return false }
                let main =
                    word(index + 2) == "nil" || (isSymbol(index + 2, ".") && word(index + 3) == "main")
                    || (word(index + 2) == "Bundle" && isSymbol(index + 3, ".") && word(index + 4) == "main")
                    || (isSymbol(index + 2, "[") && word(index + 3) == "NSBundle" && word(index + 4) == "mainBundle")
                return !main
            }
        }

        private func isMainBundle(afterArgumentAt index: Int) -> Bool {
            guard isSymbol(index + 1, ","), word(index + 2) == "bundle", isSymbol(index + 3, ":") else { return false }
            if word(index + 4) == "nil" { return true }
            if isSymbol(index + 4, "."), word(index + 5) == "main" { return true }
            return word(index + 4) == "Bundle" && isSymbol(index + 5, ".") && word(index + 6) == "main"
        }

        private func objectiveCRole(from index: Int, to end: Int) -> StringLiteralUse.Role? {
            guard isSymbol(index - 1, ":"), let selectorPiece = word(index - 2) else { return nil }
            switch selectorPiece {
            case "performSegueWithIdentifier":
                return .performedSegue(onSelf: word(index - 3) == "self")
            case "instantiateViewControllerWithIdentifier":
                return namesAnotherBundle ? nil : .storyboardIdentifier
            case "storyboardWithName":
                return word(end + 1) == "bundle" && isSymbol(end + 2, ":") && word(end + 3) == "nil"
                    ? .storyboardName : nil
            case "isEqualToString":
                return isSegueIdentifier(endingAt: index - 3) ? .comparedSegue : nil
            case "dequeueReusableCellWithIdentifier", "dequeueReusableCellWithReuseIdentifier", "withReuseIdentifier",
                "forCellReuseIdentifier", "forCellWithReuseIdentifier":
                return .reuseIdentifier
            default:
                return nil
            }
        }

        private func literalValue(_ token: SourceTokenizer.Token) -> String? {
            NavigationCallScanner.literalValue(token, in: bytes, language: language)
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
