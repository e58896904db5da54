import SegueGenSupport

/// The Swift calls `NavigationCallScanner` reads:
/// `performSegue(withIdentifier: "x", …)`; `segue.identifier == "x"`
/// (either side, `!=` too, `?.` and `!.` too); `case "x":` in a `switch`
/// over a segue's identifier; a bare `identifier` compared inside
/// `shouldPerformSegue(withIdentifier:sender:)` or `prepare(for:sender:)`;
/// `instantiateViewController(withIdentifier: "x")` and
/// `instantiateViewController(identifier: "x", …)`, with or without its
/// `creator:` block; `x.isEnabled =`, `isHidden =` and
/// `isUserInteractionEnabled =`;
/// `UIStoryboard(name: "x", bundle: nil)` (or `.main`); Swift 2's
/// `performSegueWithIdentifier("x", sender:)`; and the generated API's
/// calls. A name in place of a literal is a path (`K.x`, `self.x`,
/// `Segue.x.rawValue`), which a local declaration may hide.
struct SwiftNavigationCalls: NavigationCallGrammar {
    static let language = SourceTokenizer.Language.swift
    var reading: NavigationCallScanner.Reading

    var enclosingClass: String? { reading.scopes.last { $0.className != nil }?.className }

    /// Declarations that open a scope, compared byte by byte: most words
    /// are no keyword, and their first byte says so at once.
    mutating func readDeclaration(at index: Int) {
        switch tokens.bytes[tokens[index].offset] {
        case UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "e"), UInt8(ascii: "f"), UInt8(ascii: "p"),
            UInt8(ascii: "s"):
            break
        default:
            return
        }
        if tokens.isWord(index, "class") || tokens.isWord(index, "extension") {
            // `class func`, `class var`: a modifier, not a declaration.
            if let next = tokens.word(index + 1), !["func", "var", "let", "override", "final"].contains(next) {
                reading.pending = NavigationCallScanner.Scope(className: tokens.lastNamePart(from: index + 1))
            }
        } else if tokens.isWord(index, "func") {
            reading.pending = NavigationCallScanner.Scope(functionName: tokens.word(index + 1))
        } else if tokens.isWord(index, "switch") {
            reading.pending = NavigationCallScanner.Scope(
                isIdentifierSwitch: isSegueIdentifier(endingAt: closingSwitchSubject(after: index)))
        } else if tokens.isWord(index, "struct") || tokens.isWord(index, "enum") || tokens.isWord(index, "actor") {
            // A helper type that instantiates scenes is named as their
            // likely presenter; it has no segues of its own.
            reading.pending = NavigationCallScanner.Scope(className: tokens.lastNamePart(from: index + 1))
        } else if tokens.isWord(index, "protocol") {
            reading.pending = NavigationCallScanner.Scope()
        }
    }

    /// The index of the last token of a `switch` subject: the token
    /// before the `{` that opens its body.
    private func closingSwitchSubject(after index: Int) -> Int {
        var position = index + 1
        while position < tokens.count && !tokens.isSymbol(position, "{") && position - index < 12 { position += 1 }
        return tokens.isSymbol(position, "{") ? position - 1 : -1
    }

    /// Whether the call at `index` has no receiver or `self`'s.
    private func isOnSelf(callAt index: Int) -> Bool {
        !tokens.isSymbol(index - 1, ".") || tokens.word(index - 2) == "self"
    }

    /// Whether the argument after `label:` of the call at `index` is
    /// something other than one string literal.
    private func hasNonLiteralArgument(_ label: String, ofCallAt index: Int) -> Bool {
        guard tokens.isSymbol(index + 1, "("), tokens.word(index + 2) == label, tokens.isSymbol(index + 3, ":")
        else { return false }
        return !isLiteralArgument(at: index + 4)
    }

    /// Whether the call at `index` is iOS 13's
    /// `instantiateViewController(identifier:creator:)`: its block, passed
    /// as `creator:` or trailing the parentheses, creates the object. A
    /// `creator: nil` passes none, and UIKit creates the scene's class.
    private func hasCreator(callAt index: Int) -> Bool {
        guard tokens.isSymbol(index + 1, "("), tokens.word(index + 2) == "identifier", tokens.isSymbol(index + 3, ":"),
            let close = tokens.closing(")", of: "(", at: index + 1)
        else { return false }
        return tokens.isSymbol(close + 1, "{")
            || (index + 4..<close).contains {
                tokens.word($0) == "creator" && tokens.isSymbol($0 + 1, ":") && tokens.word($0 + 2) != "nil"
            }
    }

    /// Whether the word at `index` is assigned (`= …`, not `==`).
    private func isAssigned(at index: Int) -> Bool {
        tokens.isSymbol(index + 1, "=") && !tokens.isSymbol(index + 2, "=")
    }

    func call(named name: String, at index: Int) -> NavigationCall.Action? {
        switch name {
        case "performSegue" where hasNonLiteralArgument("withIdentifier", ofCallAt: index):
            return .performsAnySegue(onSelf: isOnSelf(callAt: index))
        case "performSegueWithIdentifier" where tokens.isSymbol(index + 1, "(") && !isLiteralArgument(at: index + 2):
            return .performsAnySegue(onSelf: isOnSelf(callAt: index))
        case "instantiateViewControllerWithIdentifier"
        where tokens.isSymbol(index + 1, "(") && !isLiteralArgument(at: index + 2):
            return .instantiatesAnyScene
        case _
        where name.hasSuffix("erformSegue") && tokens.isSymbol(index + 1, "(") && tokens.isSymbol(index + 2, "."):
            // The generated `performSegue(_:sender:)`, under its name or
            // a renamed one (`segueGenPerformSegue`).
            return tokens.word(index + 3).map { .performsTypedSegue(caseName: $0, onSelf: isOnSelf(callAt: index)) }
        case "instantiateViewController" where hasCreator(callAt: index):
            return .instantiatesWithCreator(identifierAt: reading.location(of: index + 4))
        case "instantiateViewController"
        where hasNonLiteralArgument("withIdentifier", ofCallAt: index)
            || hasNonLiteralArgument("identifier", ofCallAt: index):
            return .instantiatesAnyScene
        case "instantiateInitialViewController"
        where tokens.isSymbol(index - 1, ".") && tokens.word(index - 2) == "storyboard"
            && tokens.isSymbol(index - 3, ".") && tokens.isSymbol(index - 5, ".")
            && tokens.word(index - 6) == "StoryboardScene":
            // `StoryboardScene.Onboarding.storyboard.instantiateInitialViewController()`,
            // SwiftGen's storyboard by its namespace: its initial scene.
            guard let storyboard = tokens.word(index - 4) else { return .instantiatesInitialScene }
            return .instantiatesTypedScene(storyboardType: storyboard, member: "initialScene")
        case "instantiateInitialViewController":
            return .instantiatesInitialScene
        case "UIStoryboard" where hasNonLiteralArgument("name", ofCallAt: index):
            return .opensAnyStoryboard
        case "instantiate"
        where tokens.isSymbol(index - 1, ".") && tokens.isSymbol(index - 3, ".") && tokens.isSymbol(index - 5, "."):
            // `StoryboardScene.Main.profile.instantiate()`.
            guard let member = tokens.word(index - 2), let storyboard = tokens.word(index - 4),
                tokens.word(index - 6) != nil
            else {
                return nil
            }
            return .instantiatesTypedScene(storyboardType: storyboard, member: member)
        case "addChild" where tokens.isSymbol(index + 1, "("),
            "setViewControllers" where tokens.isSymbol(index + 1, "("):
            return .installsChildren(onSelf: isOnSelf(callAt: index))
        case "viewControllers" where tokens.isSymbol(index + 1, "=") && !tokens.isSymbol(index + 2, "="):
            return .installsChildren(onSelf: isOnSelf(callAt: index))
        case "isEnabled" where isAssigned(at: index), "isHidden" where isAssigned(at: index),
            "isUserInteractionEnabled" where isAssigned(at: index):
            // `cell.text1.isEnabled = …`, `text1?.isHidden = …`; a bare
            // name a parameter or a local of the body declares is no
            // property (RocketChat's `updateLoadingState(with buttonPlayer:)`).
            var receiver = index - 2
            if tokens.isSymbol(receiver, "?") || tokens.isSymbol(receiver, "!") { receiver -= 1 }
            guard tokens.isSymbol(index - 1, "."), let property = tokens.word(receiver), property != "self",
                tokens.isSymbol(receiver - 1, ".") || !isShadowed(property)
            else { return nil }
            // `self.text1`, `self?.text1` or a bare `text1`: the class's own.
            let owner = tokens.isSymbol(receiver - 2, "?") ? receiver - 3 : receiver - 2
            let onSelf = !tokens.isSymbol(receiver - 1, ".") || tokens.word(owner) == "self"
            return controlState(property: property, onSelf: onSelf, setter: name, value: index + 2)
        default:
            return nil
        }
    }

    func role(from index: Int, to end: Int) -> StringLiteralUse.Role? {
        // `label: "x"` as the whole argument of a call.
        if tokens.isSymbol(index - 1, ":"), let label = tokens.word(index - 2), endsArgument(end) {
            let method = tokens.isSymbol(index - 3, "(") ? tokens.word(index - 4) : nil
            switch (method, label) {
            case ("performSegue", "withIdentifier"):
                let receiver = tokens.isSymbol(index - 5, ".") ? tokens.word(index - 6) : "self"
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
        if tokens.isSymbol(index - 1, "("), endsArgument(end) {
            switch tokens.word(index - 2) {
            case "performSegueWithIdentifier":
                let receiver = tokens.isSymbol(index - 3, ".") ? tokens.word(index - 4) : "self"
                return .performedSegue(onSelf: receiver == "self")
            case "instantiateViewControllerWithIdentifier":
                return namesAnotherBundle ? nil : .storyboardIdentifier
            default:
                break
            }
        }
        // `case "a", "b":` in a switch over a segue's identifier.
        if reading.scopes.last?.isIdentifierSwitch == true,
            tokens.word(index - 1) == "case" || (tokens.isSymbol(index - 1, ",") && isCaseList(endingAt: index - 1))
        {
            return .comparedSegue
        }
        // `segue.identifier == "x"` and `"x" != segue.identifier`.
        let comparedBefore =
            tokens.isSymbol(index - 1, "=") && (tokens.isSymbol(index - 2, "=") || tokens.isSymbol(index - 2, "!"))
            && isSegueIdentifier(endingAt: index - 3)
        let comparedAfter =
            (tokens.isSymbol(end + 1, "=") || tokens.isSymbol(end + 1, "!")) && tokens.isSymbol(end + 2, "=")
            && isSegueIdentifier(endingAt: lastTokenOfIdentifier(from: end + 3))
        return comparedBefore || comparedAfter ? .comparedSegue : nil
    }

    /// The end of `segue.identifier`, `segue?.identifier` or
    /// `identifier` starting at `index`.
    private func lastTokenOfIdentifier(from index: Int) -> Int {
        if tokens.word(index) == "identifier" { return index }
        var position = index + 1
        if tokens.isSymbol(position, "?") || tokens.isSymbol(position, "!") { position += 1 }
        return tokens.isSymbol(position, ".") && tokens.word(position + 1) == "identifier" ? position + 1 : -1
    }

    /// Whether the `,` at `index` continues a `case` list of literals.
    private func isCaseList(endingAt index: Int) -> Bool {
        var position = index
        while tokens.isSymbol(position, ","), tokens.isString(position - 1) { position -= 2 }
        return tokens.word(position) == "case"
    }

    /// The spans `seguegen migrate` rewrites, for an argument from `start`
    /// to `end`: the labelled argument, and for a scene instantiated by
    /// ID, the whole `receiver.call(...) as! T`.
    func spans(from start: Int, to end: Int, role: StringLiteralUse.Role) -> StringLiteralUse.Spans? {
        guard tokens.isSymbol(start - 1, ":") else { return nil }
        let base = reading.base
        var spans = StringLiteralUse.Spans(
            argument: (base + tokens[start - 2].offset)..<(base + min(tokens[end].end, tokens.bytes.count)))
        guard role == .storyboardIdentifier, tokens.isSymbol(end + 1, ")"), tokens.word(end + 2) == "as",
            tokens.isSymbol(end + 3, "!"), let type = tokens.word(end + 4), !tokens.isSymbol(end + 5, "."),
            let receiver = receiverStart(endingBefore: start - 5)
        else { return spans }
        spans.forcedCast = (base + tokens[receiver].offset)..<(base + tokens[end + 4].end)
        spans.castType = type
        return spans
    }

    /// The first token of the receiver whose `.` is at `dot`: names,
    /// `?` and `!`, calls in balanced parentheses, joined by dots.
    private func receiverStart(endingBefore dot: Int) -> Int? {
        guard tokens.isSymbol(dot, ".") else { return nil }
        var position = dot - 1
        var start: Int?
        while position >= 0 {
            if tokens.isSymbol(position, "?") || tokens.isSymbol(position, "!") { position -= 1 }
            if tokens.isSymbol(position, ")") { position = (tokens.opening("(", of: ")", at: position) ?? -1) - 1 }
            guard tokens.word(position) != nil else { return nil }
            start = position
            guard tokens.isSymbol(position - 1, ".") else { break }
            position -= 2
        }
        return start
    }

    /// A name where a literal would be judged: `K.x`,
    /// `Constants.Segue.x`, `x`, `self.x`, `Segue.x.rawValue`. Its value
    /// is known only once every file is read (`ConstantReference.resolved`).
    mutating func readReference(at index: Int) {
        // `.showDetail` is a member of the parameter's type, which only
        // a SegueHandlerType enum's performSegue gives a meaning here.
        let isImplicitMember =
            tokens.isSymbol(index - 1, ".") && (tokens.isSymbol(index - 2, ":") || tokens.isSymbol(index - 2, "("))
        guard !tokens.isSymbol(index - 1, ".") || isImplicitMember else { return }
        var end = index
        while tokens.isSymbol(end + 1, "."), tokens.word(end + 2) != nil { end += 2 }
        guard let role = referenceRole(from: isImplicitMember ? index - 1 : index, to: end) else { return }
        guard !isImplicitMember else {
            guard case .performedSegue(onSelf: true) = role, end == index, let name = tokens.word(index) else { return }
            reading.scan.references.append(
                ConstantReference(
                    role: role, path: [name], readsRawValue: false, location: reading.location(of: index),
                    enclosingClass: enclosingClass, isImplicitMember: true))
            return
        }
        var path = stride(from: index, through: end, by: 2).compactMap(tokens.word)
        let isMemberAccess = path.count > 1 && (path[0] == "self" || path[0] == "Self")
        if isMemberAccess { path.removeFirst() }
        let readsRawValue = path.count > 1 && path.last == "rawValue"
        if readsRawValue { path.removeLast() }
        guard let name = path.first, !NavigationCallScanner.keywordValues.contains(name),
            path.count > 1 ? isMemberAccess || !declaresLocalType(name) : !isShadowed(name)
        else { return }
        reading.scan.references.append(
            ConstantReference(
                role: role, path: path, readsRawValue: readsRawValue, location: reading.location(of: index),
                enclosingClass: enclosingClass, spans: spans(from: index, to: end, role: role),
                isMemberAccess: isMemberAccess, isCaught: isCaught))
    }

    /// Whether the body declares a type (or a constant) named `name`,
    /// which hides the type a path such as `K.cell` starts with.
    private func declaresLocalType(_ name: String) -> Bool {
        let declarers: Set<String> = ["enum", "struct", "class", "actor", "typealias", "protocol", "let", "var"]
        return tokens.indices.contains { position in
            tokens.word(position) == name && tokens.word(position - 1).map(declarers.contains) == true
        }
    }

    func isParameterOrLocal(_ name: String, usedAt index: Int) -> Bool { isShadowed(name) }

    /// Whether a bare name may be a local of the body or a parameter of
    /// its function rather than the type's constant: it is declared, bound
    /// or passed on in the body, or named in the signature.
    private func isShadowed(_ name: String) -> Bool {
        for position in tokens.indices where tokens.word(position) == name {
            if let before = tokens.word(position - 1), ["let", "var", "for"].contains(before) { return true }
            // A closure's first parameter: `{ name, other in`,
            // `{ [weak self] name, other in`.
            if tokens.isSymbol(position - 1, "{") || tokens.isSymbol(position - 1, "]"),
                tokens.isSymbol(position + 1, ",") || tokens.isSymbol(position + 1, ":")
            {
                return true
            }
            if tokens.word(position + 1) == "in"
                || (tokens.isSymbol(position + 1, "=") && !tokens.isSymbol(position + 2, "="))
            {
                return true
            }
            // A parameter with an argument label, of a function the
            // body nests: `func make(id name: String)`.
            if tokens.isSymbol(position + 1, ":"), let label = tokens.word(position - 1),
                !["case", "return", "in", "try", "await", "else", "is", "as", "throw"].contains(label)
            {
                return true
            }
            if tokens.isSymbol(position - 1, ",") || tokens.isSymbol(position - 1, "(")
                || tokens.isSymbol(position - 1, "[")
            {
                if !tokens.isSymbol(position - 2, ":") && role(from: position, to: position) == nil { return true }
            }
        }
        guard let start = reading.scopes.first?.signatureStart, start < reading.base else { return false }
        let signature = TokenCursor(bytes: Array(reading.source[start..<reading.base]), language: .swift)
        return signature.indices.contains { signature.word($0) == name }
    }
}
