import SegueGenSupport

/// Reads, in an Objective-C file's tokens, what each `@interface` and
/// `@implementation` (class extensions `@interface Foo ()` and categories
/// included) gives the runtime: properties (`@property`, `@dynamic`),
/// instance variables (in braces after the header, `@synthesize a = _b`)
/// and instance methods' selectors (a property's `getter=` and `setter=`
/// too), for the connection checks. A property is settable by Key-Value
/// Coding even when read-only, through the instance variable synthesized
/// for it; `@dynamic` says the accessors come at run time, so it counts
/// as settable too (no claim is made against it). A branch of conditional
/// compilation not read in a body, outside a method, marks the part
/// `hasUnreadBranches`.
enum ObjectiveCMemberScanner {
    struct Found {
        var name: String
        var members: ClassMembers
        var location: SourceLocation
    }

    /// `location` places a token in its file.
    static func scan(
        _ tokens: TokenCursor, skippedBranches: [Range<Int>], location: (SourceTokenizer.Token) -> SourceLocation
    ) -> [Found] {
        var found: [Found] = []
        var current: Int?
        var depth = 0
        var position = 0
        var nextSkipped = 0
        while position < tokens.count {
            let token = tokens[position]
            while nextSkipped < skippedBranches.count, skippedBranches[nextSkipped].lowerBound < token.offset {
                if let current, depth == 0 { found[current].members.hasUnreadBranches = true }
                nextSkipped += 1
            }
            if token.isSymbol("{") {
                depth += 1
            } else if token.isSymbol("}") {
                depth -= 1
            } else if depth == 0, token.isSymbol("@"), let keyword = tokens.word(position + 1) {
                switch keyword {
                case "interface", "implementation":
                    guard let name = tokens.word(position + 2) else { break }
                    var members = ClassMembers()
                    members.declaresClass = !tokens.isSymbol(position + 3, "(")
                    found.append(Found(name: name, members: members, location: location(tokens[position + 2])))
                    current = found.count - 1
                    position = readHeader(tokens, from: position + 3)
                    if tokens.isSymbol(position, "{") {
                        position = readInstanceVariables(tokens, from: position + 1) {
                            found[found.count - 1].members.instanceVariables.append($0)
                        }
                    }
                    continue
                case "end":
                    current = nil
                case "property" where current != nil:
                    position = readProperty(tokens, from: position + 2, location: location) {
                        found[current!].members.properties.append($0)
                    } method: {
                        found[current!].members.methods.append($0)
                    }
                    continue
                case "synthesize" where current != nil, "dynamic" where current != nil:
                    position = readNameList(tokens, from: position + 2) { name, variable in
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
                    in: tokens, at: position + 1)
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
    private static func readHeader(_ tokens: TokenCursor, from start: Int) -> Int {
        var position = start
        if tokens.isSymbol(position, "(") {
            while position < tokens.count, !tokens[position].isSymbol(")") { position += 1 }
            position += 1
        }
        if tokens.isSymbol(position, ":") { position += 2 }
        if tokens.isSymbol(position, "<") {
            while position < tokens.count, !tokens[position].isSymbol(">") { position += 1 }
            position += 1
        }
        return position
    }

    /// The names a declaration up to `;` declares, one a declarator
    /// (`UILabel *a, *b`): in each, the word after `^` of a block, else
    /// the last word outside parentheses and angle brackets before a macro
    /// that follows the name (`NS_SWIFT_NAME(x)`, `API_AVAILABLE(…)`,
    /// `DEPRECATED_ATTRIBUTE`: a word followed by `(`, or in capitals).
    private static func declaredNames(
        _ tokens: TokenCursor, from start: Int, to end: Int
    ) -> [String] {
        var names: [String] = []
        var name: String?
        var isDone = false
        var depth = 0
        var position = start
        while position < end {
            let token = tokens[position]
            position += 1
            if token.isSymbol("(") || token.isSymbol("<") || token.isSymbol("[") {
                depth += 1
            } else if token.isSymbol(")") || token.isSymbol(">") || token.isSymbol("]") {
                depth -= 1
            } else if depth == 0 && token.isSymbol(",") {
                if let name { names.append(name) }
                name = nil
                isDone = false
            } else if !isDone && token.isSymbol("^"), position < end, tokens[position].kind == .word {
                name = tokens.string(tokens[position])
                isDone = true
            } else if depth == 0 && !isDone && token.kind == .word {
                let isMacro =
                    (position < end && tokens[position].isSymbol("("))
                    || (name != nil && isCapitals(tokens.text, token))
                if isMacro {
                    isDone = name != nil
                } else {
                    name = tokens.string(token)
                }
            }
        }
        if let name { names.append(name) }
        return names
    }

    /// `DEPRECATED_ATTRIBUTE`, `NS_REFINED_FOR_SWIFT`: capitals, digits and
    /// underscores, with an underscore (`BOOL` is a type).
    private static func isCapitals(_ text: SourceTokenizer.Text, _ token: SourceTokenizer.Token) -> Bool {
        var hasUnderscore = false
        for byte in text.bytes[token.offset..<token.end] {
            if byte == UInt8(ascii: "_") {
                hasUnderscore = true
            } else if !(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                && !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            {
                return false
            }
        }
        return hasUnderscore
    }

    /// The instance variables in braces after a header, to the token after
    /// the closing brace.
    private static func readInstanceVariables(
        _ tokens: TokenCursor, from start: Int, add: (String) -> Void
    ) -> Int {
        var position = start
        var declarationStart = start
        while position < tokens.count, !tokens[position].isSymbol("}") {
            if tokens[position].isSymbol(";") {
                for name in declaredNames(tokens, from: declarationStart, to: position) { add(name) }
                declarationStart = position + 1
            }
            position += 1
        }
        return position + 1
    }

    /// `@property (attributes) Type *name;`: the property, and its
    /// accessors' selectors; to the token after `;`.
    private static func readProperty(
        _ tokens: TokenCursor, from start: Int,
        location: (SourceTokenizer.Token) -> SourceLocation, property: (ClassMembers.Property) -> Void,
        method: (ClassMembers.Method) -> Void
    ) -> Int {
        var position = start
        var getter: String?
        var setter: String?
        if tokens.isSymbol(position, "(") {
            while position < tokens.count, !tokens[position].isSymbol(")") {
                if tokens.isWord(position), tokens.isSymbol(position + 1, "="), tokens.isWord(position + 2) {
                    let value = tokens.string(tokens[position + 2])
                    if tokens.isWord(position, "getter") { getter = value }
                    if tokens.isWord(position, "setter") { setter = value + ":" }
                }
                position += 1
            }
            position += 1
        }
        let declarationStart = position
        while position < tokens.count, !tokens[position].isSymbol(";") { position += 1 }
        let at = location(tokens[max(declarationStart, position - 1)])
        for name in declaredNames(tokens, from: declarationStart, to: position) {
            property(ClassMembers.Property(name: name, isSettable: true, visibility: .objectiveC, location: at))
            method(ClassMembers.Method(selector: getter ?? name, visibility: .objectiveC, location: at))
            method(
                ClassMembers.Method(
                    selector: setter ?? "set" + SwiftNaming.upperFirstLetter(name) + ":", visibility: .objectiveC,
                    location: at))
        }
        return position + 1
    }

    /// `a = _b, c;` of `@synthesize` and `@dynamic`: each name, with the
    /// instance variable named after `=`; to the token after `;`.
    private static func readNameList(
        _ tokens: TokenCursor, from start: Int,
        add: (String, String?) -> Void
    ) -> Int {
        var position = start
        while position < tokens.count, !tokens[position].isSymbol(";") {
            if tokens[position].kind == .word {
                let name = tokens.string(tokens[position])
                var variable: String?
                if tokens.isSymbol(position + 1, "="), tokens.isWord(position + 2) {
                    variable = tokens.string(tokens[position + 2])
                    position += 2
                }
                add(name, variable)
            }
            position += 1
        }
        return position + 1
    }
}
