import SegueGenSupport

/// Finds, in Objective-C source (`.m`, `.mm`), the unwind actions each
/// `@implementation` (categories included) implements:
/// `- (IBAction)name:(UIStoryboardSegue *)segue`, whose selector is
/// `name:`. `@interface X : Y` gives the superclass, since an action a
/// superclass implements counts for its subclasses.
enum ObjectiveCSourceScanner {
    /// The classes of a file, and the classes and protocols it declares,
    /// which Swift sees at the top level through the bridging header.
    struct Scan {
        var classes: [SourceClass]
        var topLevelTypes: [DeclaredName]
        /// The classes declared in branches of `#if` not read
        /// (`SourceTokenizer.classesDeclared(in:of:language:)`).
        var classesInUnreadBranches: [String] = []
    }

    static func scan(_ bytes: [UInt8], file: String) -> Scan {
        let (tokenList, skippedBranches) = SourceTokenizer.tokensAndSkippedBranches(of: bytes, language: .objectiveC)
        let tokens = TokenCursor(tokens: tokenList, bytes: bytes)
        var classes: [SourceClass] = []
        var topLevelTypes: [DeclaredName] = []
        var current: Int?
        var depth = 0
        var position = 0
        func location(_ token: SourceTokenizer.Token) -> SourceLocation {
            TextPosition.location(of: token.offset, in: bytes, from: 0, file: file)
        }
        while position < tokens.count {
            let token = tokens[position]
            if token.isSymbol("@"), let keyword = tokens.word(position + 1), let name = tokens.word(position + 2) {
                switch keyword {
                case "implementation":
                    classes.append(SourceClass(name: name, location: location(tokens[position + 2])))
                    current = classes.count - 1
                case "interface" where tokens.isSymbol(position + 3, ":"):
                    topLevelTypes.append(DeclaredName(name, at: location(tokens[position + 2])))
                    if let superclass = tokens.word(position + 4) {
                        classes.append(
                            SourceClass(name: name, superclass: superclass, location: location(tokens[position + 2])))
                        // `NS_SWIFT_NAME(PostCell) @interface FLXPostCell`.
                        if position >= 4, tokens.word(position - 4) == "NS_SWIFT_NAME",
                            tokens[position - 3].isSymbol("("),
                            tokens[position - 1].isSymbol(")"), let swiftName = tokens.word(position - 2)
                        {
                            classes[classes.count - 1].members.swiftName = swiftName
                        }
                    }
                case "protocol"
                where position + 3 < tokens.count && !tokens[position + 3].isSymbol(";")
                    && !tokens[position + 3].isSymbol(","):
                    // `@protocol P;` only names one declared elsewhere.
                    topLevelTypes.append(DeclaredName(name, at: location(tokens[position + 2])))
                default:
                    break
                }
            } else if token.isSymbol("@"), tokens.word(position + 1) == "end" {
                current = nil
            } else if token.isSymbol("{") {
                depth += 1
            } else if token.isSymbol("}") {
                depth -= 1
            } else if let index = current, depth == 0, token.isSymbol("-"),
                let (selector, nameToken, end) = unwindAction(in: tokens, at: position + 1)
            {
                classes[index].unwindActions.append(
                    ClassDeclaration.UnwindAction(selector: selector, location: location(nameToken)))
                classes[index].methods.append(DeclaredName(selector, at: location(nameToken)))
                position = end
                continue
            } else if let index = current, depth == 0, token.isSymbol("-"),
                let (selector, nameToken) = methodSelector(in: tokens, at: position + 1)
            {
                classes[index].methods.append(DeclaredName(selector, at: location(nameToken)))
                // `- (IBAction)back:(id)sender` responds to `back:` as an
                // unwind's destination must.
                if selector.firstIndex(of: ":") == selector.index(before: selector.endIndex) {
                    classes[index].respondingActions.append(
                        ClassDeclaration.UnwindAction(selector: selector, location: location(nameToken)))
                }
            }
            position += 1
        }
        for found in ObjectiveCMemberScanner.scan(
            tokens, skippedBranches: skippedBranches, location: location)
        where !found.members.isEmpty {
            mergeMembers(found, into: &classes)
        }
        return Scan(
            classes: classes, topLevelTypes: topLevelTypes,
            classesInUnreadBranches: SourceTokenizer.classesDeclared(
                in: skippedBranches, of: bytes, language: .objectiveC))
    }

    /// Adds what an `@interface` or `@implementation` gives the runtime to
    /// the file's first class of that name, or as a class of its own (a
    /// category or class extension the file does not implement).
    private static func mergeMembers(_ found: ObjectiveCMemberScanner.Found, into classes: inout [SourceClass]) {
        guard let index = classes.firstIndex(where: { $0.name == found.name }) else {
            classes.append(SourceClass(name: found.name, members: found.members, location: found.location))
            return
        }
        classes[index].members.properties += found.members.properties
        classes[index].members.methods += found.members.methods
        classes[index].members.instanceVariables += found.members.instanceVariables
        classes[index].members.hasUnreadBranches =
            classes[index].members.hasUnreadBranches || found.members.hasUnreadBranches
    }

    /// The selector of the method whose header starts at `start` (after the
    /// `-`): `(type)name`, or `(type)name:(type)a other:(type)b`.
    static func methodSelector(in tokens: TokenCursor, at start: Int) -> (String, SourceTokenizer.Token)? {
        guard tokens.isSymbol(start, "(") else { return nil }
        // The return type, in balanced parentheses.
        var position = (tokens.closing(")", of: "(", at: start) ?? tokens.count) + 1
        guard tokens.isWord(position) else { return nil }
        let first = tokens[position]
        var selector = tokens.string(first)
        position += 1
        guard tokens.isSymbol(position, ":") else { return (selector, first) }
        selector += ":"
        position += 1
        // Each further piece is `(type) argument piece:`.
        while position < tokens.count, !tokens[position].isSymbol("{"), !tokens[position].isSymbol(";") {
            if tokens.isWord(position), tokens.isSymbol(position + 1, ":"), tokens.isWord(position - 1) {
                selector += tokens.string(tokens[position]) + ":"
                position += 2
                continue
            }
            position += 1
        }
        return (selector, first)
    }

    /// `(IBAction)name:(UIStoryboardSegue *)segue` followed by `{` or `;`,
    /// starting at `start`: the selector, the name's token and where the
    /// method's header ends.
    private static func unwindAction(
        in tokens: TokenCursor, at start: Int
    ) -> (String, SourceTokenizer.Token, Int)? {
        var position = start
        func take(_ check: (SourceTokenizer.Token) -> Bool) -> SourceTokenizer.Token? {
            guard position < tokens.count, check(tokens[position]) else { return nil }
            position += 1
            return tokens[position - 1]
        }
        guard take({ $0.isSymbol("(") }) != nil, take({ tokens.text.isWord($0, "IBAction") }) != nil,
            take({ $0.isSymbol(")") }) != nil, let name = take({ $0.kind == .word }),
            take({ $0.isSymbol(":") }) != nil, take({ $0.isSymbol("(") }) != nil
        else { return nil }
        var typeWords: [String] = []
        while let token = take({ !$0.isSymbol(")") }) {
            guard token.kind == .word || token.isSymbol("*") else { return nil }
            if token.kind == .word { typeWords.append(tokens.string(token)) }
        }
        let qualifiers: Set<String> = ["nonnull", "nullable", "_Nonnull", "_Nullable", "__kindof", "const"]
        guard take({ $0.isSymbol(")") }) != nil,
            typeWords.filter({ !qualifiers.contains($0) }) == ["UIStoryboardSegue"],
            take({ $0.kind == .word }) != nil, take({ $0.isSymbol("{") || $0.isSymbol(";") }) != nil
        else { return nil }
        return (tokens.string(name) + ":", name, position - 1)
    }
}
