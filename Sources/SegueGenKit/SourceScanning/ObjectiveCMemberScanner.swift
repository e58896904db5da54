import SegueGenSupport

/// Reads, in an Objective-C file's tokens, what each `@interface` and
/// `@implementation` (class extensions `@interface Foo ()` and categories
/// included) gives the runtime: properties (`@property`, `@dynamic`),
/// instance variables (in braces after the header, `@synthesize a = _b`)
/// and instance methods' selectors (a property's `getter=` and `setter=`
/// too), for the connection checks. A property is settable by Key-Value
/// Coding even when read-only, through the instance variable synthesized
/// for it; `@dynamic` says the accessors come at run time, so it counts
/// as settable too (no claim is made against it).
enum ObjectiveCMemberScanner {
    struct Found {
        var name: String
        var members: ClassMembers
        var location: SourceLocation
    }

    static func scan(
        _ tokens: [SourceTokenizer.Token], text: SourceTokenizer.Text, bytes: [UInt8], file: String
    ) -> [Found] {
        var found: [Found] = []
        var current: Int?
        var depth = 0
        var position = 0
        func location(_ token: SourceTokenizer.Token) -> SourceLocation {
            TextPosition.location(of: token.offset, in: bytes, from: 0, file: file)
        }
        func word(at offset: Int) -> String? {
            offset < tokens.count && tokens[offset].kind == .word ? text.string(tokens[offset]) : nil
        }
        while position < tokens.count {
            let token = tokens[position]
            if token.isSymbol("{") {
                depth += 1
            } else if token.isSymbol("}") {
                depth -= 1
            } else if depth == 0, token.isSymbol("@"), let keyword = word(at: position + 1) {
                switch keyword {
                case "interface", "implementation":
                    guard let name = word(at: position + 2) else { break }
                    var members = ClassMembers()
                    members.declaresClass = !(position + 3 < tokens.count && tokens[position + 3].isSymbol("("))
                    found.append(Found(name: name, members: members, location: location(tokens[position + 2])))
                    current = found.count - 1
                    position = readHeader(tokens, from: position + 3)
                    if position < tokens.count, tokens[position].isSymbol("{") {
                        position = readInstanceVariables(tokens, text: text, from: position + 1) {
                            found[found.count - 1].members.instanceVariables.append($0)
                        }
                    }
                    continue
                case "end":
                    current = nil
                case "property" where current != nil:
                    position = readProperty(tokens, text: text, from: position + 2, location: location) {
                        found[current!].members.properties.append($0)
                    } method: {
                        found[current!].members.methods.append($0)
                    }
                    continue
                case "synthesize" where current != nil, "dynamic" where current != nil:
                    position = readNameList(tokens, text: text, from: position + 2) { name, variable in
                        if keyword == "dynamic" {
                            found[current!].members.properties.append(
                                ClassMembers.Property(
                                    name: name, isSettable: true, visibility: .objectiveC,
                                    location: location(tokens[position])))
                        } else {
                            found[current!].members.instanceVariables.append(variable ?? name)
                        }
                    }
                    continue
                default:
                    break
                }
            } else if depth == 0, let index = current, token.isSymbol("-") || token.isSymbol("+"),
                let (selector, nameToken) = ObjectiveCSourceScanner.methodSelector(
                    in: tokens, text: text, at: position + 1)
            {
                // Of class methods, only the one that answers for unknown
                // selectors matters.
                if token.isSymbol("-") || selector == "resolveInstanceMethod:" {
                    found[index].members.methods.append(
                        ClassMembers.Method(selector: selector, visibility: .objectiveC, location: location(nameToken)))
                }
            }
            position += 1
        }
        return found
    }

    /// Skips `: Super <Protocols>` or `(Category)` after a class's name, to
    /// the token after the header.
    private static func readHeader(_ tokens: [SourceTokenizer.Token], from start: Int) -> Int {
        var position = start
        if position < tokens.count, tokens[position].isSymbol("(") {
            while position < tokens.count, !tokens[position].isSymbol(")") { position += 1 }
            position += 1
        }
        if position < tokens.count, tokens[position].isSymbol(":") { position += 2 }
        if position < tokens.count, tokens[position].isSymbol("<") {
            while position < tokens.count, !tokens[position].isSymbol(">") { position += 1 }
            position += 1
        }
        return position
    }

    /// The name a declaration up to `;` declares: the word after `^` of a
    /// block, else the last word outside parentheses.
    private static func declaredName(
        _ tokens: [SourceTokenizer.Token], text: SourceTokenizer.Text, from start: Int, to end: Int
    ) -> String? {
        var name: String?
        var parentheses = 0
        var position = start
        while position < end {
            let token = tokens[position]
            if token.isSymbol("^"), position + 1 < end, tokens[position + 1].kind == .word {
                return text.string(tokens[position + 1])
            }
            if token.isSymbol("(") { parentheses += 1 }
            if token.isSymbol(")") { parentheses -= 1 }
            if parentheses == 0, token.kind == .word { name = text.string(token) }
            position += 1
        }
        return name
    }

    /// The instance variables in braces after a header, to the token after
    /// the closing brace.
    private static func readInstanceVariables(
        _ tokens: [SourceTokenizer.Token], text: SourceTokenizer.Text, from start: Int, add: (String) -> Void
    ) -> Int {
        var position = start
        var declarationStart = start
        while position < tokens.count, !tokens[position].isSymbol("}") {
            if tokens[position].isSymbol(";") {
                if let name = declaredName(tokens, text: text, from: declarationStart, to: position) { add(name) }
                declarationStart = position + 1
            }
            position += 1
        }
        return position + 1
    }

    /// `@property (attributes) Type *name;`: the property, and its
    /// accessors' selectors; to the token after `;`.
    private static func readProperty(
        _ tokens: [SourceTokenizer.Token], text: SourceTokenizer.Text, from start: Int,
        location: (SourceTokenizer.Token) -> SourceLocation, property: (ClassMembers.Property) -> Void,
        method: (ClassMembers.Method) -> Void
    ) -> Int {
        var position = start
        var getter: String?
        var setter: String?
        if position < tokens.count, tokens[position].isSymbol("(") {
            while position < tokens.count, !tokens[position].isSymbol(")") {
                if tokens[position].kind == .word, position + 2 < tokens.count, tokens[position + 1].isSymbol("="),
                    tokens[position + 2].kind == .word
                {
                    let value = text.string(tokens[position + 2])
                    if text.isWord(tokens[position], "getter") { getter = value }
                    if text.isWord(tokens[position], "setter") { setter = value + ":" }
                }
                position += 1
            }
            position += 1
        }
        let declarationStart = position
        while position < tokens.count, !tokens[position].isSymbol(";") { position += 1 }
        guard let name = declaredName(tokens, text: text, from: declarationStart, to: position) else {
            return position + 1
        }
        let at = location(tokens[max(declarationStart, position - 1)])
        property(ClassMembers.Property(name: name, isSettable: true, visibility: .objectiveC, location: at))
        method(ClassMembers.Method(selector: getter ?? name, visibility: .objectiveC, location: at))
        method(
            ClassMembers.Method(
                selector: setter ?? "set" + SwiftNaming.upperFirstLetter(name) + ":", visibility: .objectiveC,
                location: at))
        return position + 1
    }

    /// `a = _b, c;` of `@synthesize` and `@dynamic`: each name, with the
    /// instance variable named after `=`; to the token after `;`.
    private static func readNameList(
        _ tokens: [SourceTokenizer.Token], text: SourceTokenizer.Text, from start: Int,
        add: (String, String?) -> Void
    ) -> Int {
        var position = start
        while position < tokens.count, !tokens[position].isSymbol(";") {
            if tokens[position].kind == .word {
                let name = text.string(tokens[position])
                var variable: String?
                if position + 2 < tokens.count, tokens[position + 1].isSymbol("="), tokens[position + 2].kind == .word {
                    variable = text.string(tokens[position + 2])
                    position += 2
                }
                add(name, variable)
            }
            position += 1
        }
        return position + 1
    }
}
