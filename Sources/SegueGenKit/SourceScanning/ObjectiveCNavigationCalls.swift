import SegueGenSupport

/// The Objective-C messages `NavigationCallScanner` reads:
/// `performSegueWithIdentifier:@"x"`, `[segue.identifier
/// isEqualToString:@"x"]`, `instantiateViewControllerWithIdentifier:@"x"`,
/// `storyboardWithName:@"x" bundle:nil`; `x.enabled =`, `hidden =`,
/// `userInteractionEnabled =` and `setEnabled:`, `setHidden:`,
/// `setUserInteractionEnabled:`. A name in place of a literal is
/// one word (`kX`), which a parameter or variable of the method may hide;
/// an `@try` whose `@catch` catches UIKit's exception marks what it holds.
struct ObjectiveCNavigationCalls: NavigationCallGrammar {
    static let language = SourceTokenizer.Language.objectiveC
    var reading: NavigationCallScanner.Reading
    /// The class of the `@implementation` being read.
    private var implementation: String?

    init(reading: NavigationCallScanner.Reading) { self.reading = reading }

    var enclosingClass: String? { implementation }

    mutating func readDeclaration(at index: Int) {
        guard tokens.isSymbol(index - 1, "@") else { return }
        if tokens.isWord(index, "try") {
            reading.pending = NavigationCallScanner.Scope(catchesExceptions: catchesExceptions(afterTryAt: index))
        } else if tokens.isWord(index, "implementation") {
            implementation = tokens.word(index + 1)
        } else if tokens.isWord(index, "end") {
            implementation = nil
        }
    }

    /// Whether a `@catch` of the `@try` whose `try` is at `index`
    /// catches an `NSException`: one of `NSException *`, `NSObject *`,
    /// `id` or `...`, before any `@finally`.
    private func catchesExceptions(afterTryAt index: Int) -> Bool {
        var end = tokens.closingBrace(openedAt: index + 1)
        while let close = end, tokens.isSymbol(close + 1, "@"), tokens.word(close + 2) == "catch",
            tokens.isSymbol(close + 3, "(")
        {
            if ["NSException", "NSObject", "id"].contains(tokens.word(close + 4) ?? "")
                || tokens.isSymbol(close + 4, ".")
            {
                return true
            }
            guard let open = (close + 4..<tokens.count).first(where: { tokens.isSymbol($0, "{") }) else {
                return false
            }
            end = tokens.closingBrace(openedAt: open)
        }
        return false
    }

    func call(named name: String, at index: Int) -> NavigationCall.Action? {
        let literalFollows = tokens.isString(index + 2)
        switch name {
        case "performSegueWithIdentifier" where tokens.isSymbol(index + 1, ":") && !literalFollows:
            return .performsAnySegue(onSelf: tokens.isWord(index - 1, "self"))
        case "instantiateViewControllerWithIdentifier" where tokens.isSymbol(index + 1, ":") && !literalFollows:
            return .instantiatesAnyScene
        case "instantiateInitialViewController":
            return .instantiatesInitialScene
        case "storyboardWithName" where tokens.isSymbol(index + 1, ":") && !literalFollows:
            return .opensAnyStoryboard
        case "addChildViewController", "setViewControllers":
            return .installsChildren(onSelf: tokens.isWord(index - 1, "self"))
        case "viewControllers" where tokens.isSymbol(index + 1, "=") && !tokens.isSymbol(index + 2, "="):
            return .installsChildren(onSelf: tokens.isSymbol(index - 1, ".") && tokens.word(index - 2) == "self")
        case "enabled", "hidden", "userInteractionEnabled":
            // `self.text1.enabled = NO;`
            guard tokens.isSymbol(index + 1, "="), !tokens.isSymbol(index + 2, "="), tokens.isSymbol(index - 1, ".")
            else { return nil }
            return controlState(of: index - 2, setter: name, value: index + 2)
        case "setEnabled", "setHidden", "setUserInteractionEnabled":
            // `[self.text1 setEnabled:NO]`, `[_text1 setHidden:YES]`.
            guard tokens.isSymbol(index + 1, ":") else { return nil }
            return controlState(of: index - 1, setter: name, value: index + 2)
        default:
            return nil
        }
    }

    /// The control state set on the property whose name is the word at
    /// `index` (an instance variable's `_` dropped); nil for `self`, and for
    /// a bare name a parameter or variable of the method declares
    /// (`- (void)update:(UIButton *)doneButton`), as in Swift. The class's
    /// own unless another object's (`c.text1`, not `self.text1`, `_text1` or
    /// a bare instance variable).
    private func controlState(of index: Int, setter: String, value: Int) -> NavigationCall.Action? {
        guard var property = tokens.word(index), property != "self" else { return nil }
        let isBare = !tokens.isSymbol(index - 1, ".")
        if isBare, property.first != "_", isLocal(property, usedAt: index) { return nil }
        if property.first == "_" { property.removeFirst() }
        let onSelf = isBare || tokens.word(index - 2) == "self"
        guard !property.isEmpty else { return nil }
        return controlState(property: property, onSelf: onSelf, setter: setter, value: value)
    }

    func role(from index: Int, to end: Int) -> StringLiteralUse.Role? {
        guard tokens.isSymbol(index - 1, ":"), let selectorPiece = tokens.word(index - 2) else { return nil }
        switch selectorPiece {
        case "performSegueWithIdentifier":
            return .performedSegue(onSelf: tokens.word(index - 3) == "self")
        case "instantiateViewControllerWithIdentifier":
            return namesAnotherBundle ? nil : .storyboardIdentifier
        case "storyboardWithName":
            return tokens.word(end + 1) == "bundle" && tokens.isSymbol(end + 2, ":") && tokens.word(end + 3) == "nil"
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

    /// `seguegen migrate` rewrites Swift only.
    func spans(from start: Int, to end: Int, role: StringLiteralUse.Role) -> StringLiteralUse.Spans? { nil }

    /// A name where a literal would be judged: `kX`. Its value is known
    /// only once every file is read (`ConstantReference.resolved`).
    mutating func readReference(at index: Int) {
        guard !tokens.isSymbol(index - 1, "."), let role = referenceRole(from: index, to: index),
            let name = tokens.word(index), !NavigationCallScanner.keywordValues.contains(name),
            !isLocal(name, usedAt: index)
        else { return }
        reading.scan.references.append(
            ConstantReference(
                role: role, path: [name], readsRawValue: false, location: reading.location(of: index),
                enclosingClass: enclosingClass, localScope: localScope, isCaught: isCaught))
    }

    /// The method or function whose body this is, named by the offset of
    /// its `{` in the file.
    private var localScope: String? {
        guard reading.scopes.count > 1, let brace = reading.outermostBrace else { return nil }
        return "\(reading.file)@\(brace)"
    }

    /// The words that end a variable's type just before its name.
    private static let typeEnds: Set<String> = [
        "id", "instancetype", "__strong", "__weak", "__unsafe_unretained", "__autoreleasing", "_Nullable",
        "_Nonnull", "_Null_unspecified", "__nullable", "__nonnull",
    ]

    /// Whether `name`, used at the token `use`, is declared in the method
    /// or function whose body holds the use: as a parameter in its
    /// signature (`:(NSString *)name`) or a variable before the use
    /// (`NSString *name = …`, `id name`, `NSString *__strong name`), and
    /// not as a `static` constant (a `StringConstant` of its own). A name
    /// after `)` in the body is a cast or a condition's (`if (x) name.…`),
    /// no declaration. `NSString *const name` is a constant of the method
    /// too (`ObjectiveCConstantScanner`).
    func isParameterOrLocal(_ name: String, usedAt index: Int) -> Bool { isLocal(name, usedAt: index) }

    private func isLocal(_ name: String, usedAt use: Int) -> Bool {
        guard reading.scopes.count > 1, let brace = reading.outermostBrace,
            let open = tokens.tokens.firstIndex(where: { reading.base + $0.offset == brace })
        else { return false }
        // The signature starts after the previous body or declaration.
        let start = tokens.tokens[..<open].lastIndex { $0.isSymbol("}") || $0.isSymbol(";") } ?? 0
        var depth = 0
        for position in start..<tokens.count {
            if tokens.isSymbol(position, "{") { depth += 1 }
            if tokens.isSymbol(position, "}") {
                depth -= 1
                if depth == 0 && position > open { break }
            }
            guard position < use, tokens.word(position) == name,
                tokens.isSymbol(position - 1, "*") || (tokens.isSymbol(position - 1, ")") && position < open)
                    || tokens.word(position - 1).map(Self.typeEnds.contains) == true,
                !(position - 4..<position).contains(where: { tokens.word($0) == "static" })
            else { continue }
            return true
        }
        return false
    }
}
