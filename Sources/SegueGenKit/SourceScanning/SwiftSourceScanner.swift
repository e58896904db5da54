import SegueGenSupport

/// Finds, in Swift source, the classes and extensions of a file with the
/// unwind actions they implement: methods whose only parameter is a
/// `UIStoryboardSegue` and that Objective-C sees (`@IBAction`, `@objc`, or
/// in an `@objcMembers` class; not `@nonobjc`), directly in a class or
/// extension body (not in a nested struct, enum or protocol, nor in a
/// function). The selector is `@objc(...)`'s when given, else the one Swift
/// derives from the name and first label (`UnwindActionName`, proved
/// against the compiler). Such a method Objective-C cannot see is noted as
/// hidden: it reads like an unwind action that UIKit cannot call.
///
/// It reads tokens, not a syntax tree: what it needs is small, and it must
/// be quick on a thousand files.
enum SwiftSourceScanner {
    /// The classes of a file, and the string literals its bodies pass to
    /// UIKit and the calls that navigate (`NavigationCallScanner`), found in
    /// the one pass.
    struct Scan {
        var classes: [SourceClass]
        var calls: NavigationCallScanner.Scan
        /// The types and type aliases declared at the top level of the file.
        var topLevelTypes: [DeclaredName]
        /// The `let`s and `var`s of type bodies and of the top level, and
        /// the cases of enums whose raw type is `String`.
        var constants: [StringConstant] = []
        /// The parameter types of `performSegue…` methods the file
        /// declares: `SegueIdentifier` of SegueHandlerType's
        /// `performSegue(withIdentifier: SegueIdentifier, sender:)`.
        var segueIdentifierTypes: [String] = []
        /// The file's type aliases, with the types each names.
        var typeAliases: [TypeAlias] = []
        /// The classes declared in branches of `#if` not read
        /// (`SourceTokenizer.classesDeclared(in:of:language:)`).
        var classesInUnreadBranches: [String] = []
    }

    static func scan(_ bytes: [UInt8], file: String) -> Scan {
        var scanner = Scanner(bytes: bytes, file: file)
        let classes = scanner.run()
        return Scan(
            classes: classes, calls: scanner.calls, topLevelTypes: scanner.topLevelTypes,
            constants: scanner.constants.located(
                in: bytes, file: file, branchedRegions: scanner.tokenizer.branchedRegions),
            segueIdentifierTypes: scanner.segueIdentifierTypes, typeAliases: scanner.typeAliases,
            classesInUnreadBranches: SourceTokenizer.classesDeclared(
                in: scanner.tokenizer.skippedBranches, of: bytes, language: .swift))
    }

    /// The body of a type declaration. Other braces (function bodies,
    /// closures, accessors) are skipped whole and get no scope.
    private struct Scope {
        /// The index into `classes` of the class or extension whose body
        /// this is; nil for a struct, enum, protocol or actor.
        var classIndex: Int?
        /// The name of the struct, enum, protocol or actor whose body this
        /// is, which the navigation calls in it name as theirs.
        var typeName: String?
        /// The names of the types whose body this is, outermost first.
        var path: [String] = []
        var isStringEnum = false
    }

    /// What a declaration read says of the `{` that comes next, which
    /// opens its body: the declaration is done with once the brace is
    /// read, so the whole value is reset then, in one assignment.
    private struct PendingBody {
        /// A type declaration's: the class's index, or nil for a struct,
        /// enum, protocol or actor.
        var type: Int?? = nil
        /// The name of the struct, enum, protocol or actor of `type`.
        var typeName: String?
        var typePath: [String] = []
        var isStringEnum = false
        /// The name of the function whose body it is.
        var function: String?
        /// Where the `func`, `init` or `subscript` of that body starts.
        var signature: Int?
        /// The `var` just read, whose accessors, if any, the brace opens:
        /// its class's index and its index among the properties.
        var property: (classIndex: Int, index: Int)?
    }

    /// The attributes and modifiers read before a declaration, which the
    /// member read next takes: a member's keyword or a brace ends them, and
    /// resets the whole value in one assignment.
    private struct Modifiers {
        var attributes: [(name: String, argument: String?)] = []
        /// After `static` or `class` before a member: not the instance's.
        var isStatic = false
        /// After `override` before a member: it overrides a superclass's.
        var isOverride = false
        /// After `private` or `fileprivate` (not `private(set)`): a
        /// top-level constant seen by its own file only.
        var isFilePrivate = false
    }

    private struct Scanner {
        var tokenizer: SourceTokenizer
        var lookahead: [SourceTokenizer.Token] = []
        let bytes: [UInt8]
        let text: SourceTokenizer.Text
        let file: String
        /// The last offset located, its line and where that line starts: the
        /// scan moves forward, so each location counts on from the last
        /// instead of from the file's start, which made locating every
        /// method and property quadratic in the file's length.
        private var located = (offset: 0, line: 1, lineStart: 0)
        var classes: [SourceClass] = []
        /// The indices into `classes` of classes declared `@objcMembers`.
        var objcMembersClasses: Set<Int> = []
        var scopes: [Scope] = []
        /// What the declaration read says of the `{` that comes next.
        var pending = PendingBody()
        /// The attributes and modifiers read before the next declaration.
        var modifiers = Modifiers()
        var calls = NavigationCallScanner.Scan()
        var topLevelTypes: [DeclaredName] = []
        var typeAliases: [TypeAlias] = []
        var constants = StringConstantCollector()
        var segueIdentifierTypes: [String] = []
        /// How many of the tokenizer's skipped branches were seen.
        var skippedBranchesSeen = 0
        /// The `var` or `let` being read, which a comma outside brackets
        /// continues with another name (`var a: A, b: B`): the property
        /// it declared first, and how deep in brackets the scan is.
        var declaration: (classIndex: Int, property: ClassMembers.Property, readsAccessors: Bool)?
        var declarationDepth = 0

        init(bytes: [UInt8], file: String) {
            tokenizer = SourceTokenizer(bytes: bytes, language: .swift, yieldsStrings: true)
            self.bytes = bytes
            text = SourceTokenizer.Text(bytes: bytes)
            self.file = file
        }

        /// Words after which `class` is a modifier, not a declaration.
        static let memberKeywords: Set<String> = [
            "func", "var", "let", "subscript", "init", "override", "final", "static", "open", "public", "private",
            "fileprivate", "internal", "required", "convenience", "dynamic", "lazy", "weak", "unowned", "mutating",
            "nonisolated", "package",
        ]

        /// Whether the word starts a declaration other than a method, which
        /// ends the attributes seen before it.
        private func startsOtherDeclaration(_ token: SourceTokenizer.Token) -> Bool {
            text.isWord(token, "var") || text.isWord(token, "let") || text.isWord(token, "init")
                || text.isWord(token, "deinit") || text.isWord(token, "subscript") || text.isWord(token, "typealias")
                || text.isWord(token, "case") || text.isWord(token, "import") || text.isWord(token, "associatedtype")
        }

        mutating func run() -> [SourceClass] {
            while let token = nextToken() {
                switch token.kind {
                case .symbol(UInt8(ascii: "@")):
                    readAttribute()
                case .symbol(UInt8(ascii: "{")):
                    if let type = pending.type {
                        scopes.append(
                            Scope(
                                classIndex: type, typeName: pending.typeName, path: pending.typePath,
                                isStringEnum: pending.isStringEnum))
                    } else if lookahead.isEmpty {
                        if let property = pending.property { readAccessors(of: property) }
                        // A body: skipped whole, then searched for string
                        // literals passed to UIKit.
                        let start = tokenizer.index
                        tokenizer.skipBlock()
                        let className =
                            (scopes.last?.classIndex ?? nil).map { classes[$0].name } ?? scopes.last?.typeName
                        calls += NavigationCallScanner.scanBody(
                            bytes, range: start..<max(start, tokenizer.index - 1), file: file, className: className,
                            functionName: pending.function, signatureStart: pending.signature)
                    } else {
                        scopes.append(Scope(classIndex: nil, path: scopes.last?.path ?? []))
                    }
                    pending = PendingBody()
                    declaration = nil
                    modifiers = Modifiers()
                case .symbol(UInt8(ascii: "}")):
                    declaration = nil
                    _ = scopes.popLast()
                    modifiers = Modifiers()
                    pending.property = nil
                case .symbol(UInt8(ascii: "=")):
                    // A stored property's initial value, not accessors.
                    pending.property = nil
                case .symbol(UInt8(ascii: "(")), .symbol(UInt8(ascii: "[")), .symbol(UInt8(ascii: "<")):
                    declarationDepth += 1
                case .symbol(UInt8(ascii: ")")), .symbol(UInt8(ascii: "]")), .symbol(UInt8(ascii: ">")):
                    declarationDepth = max(0, declarationDepth - 1)
                case .symbol(UInt8(ascii: ",")) where declaration != nil && declarationDepth == 0:
                    readNextDeclarator()
                case .word:
                    readWord(token)
                default:
                    break
                }
            }
            return classes
        }

        private mutating func nextToken() -> SourceTokenizer.Token? {
            let token = lookahead.isEmpty ? tokenizer.next() : lookahead.removeFirst()
            if tokenizer.skippedBranches.count != skippedBranchesSeen {
                // A branch not read in a class or extension body (not in a
                // function's, which is skipped whole) may hold members.
                skippedBranchesSeen = tokenizer.skippedBranches.count
                if let classIndex = scopes.last?.classIndex ?? nil {
                    classes[classIndex].members.hasUnreadBranches = true
                }
            }
            return token
        }

        private mutating func peek(_ offset: Int = 0) -> SourceTokenizer.Token? {
            while lookahead.count <= offset {
                guard let token = tokenizer.next() else { return nil }
                lookahead.append(token)
            }
            return lookahead[offset]
        }

        private mutating func advance() { _ = nextToken() }

        private mutating func readAttribute() {
            guard let name = peek(), name.kind == .word else { return }
            advance()
            var argument: String?
            if text.isWord(name, "objc"), peek()?.isSymbol("(") == true {
                advance()
                var selector = ""
                while let token = peek(), !token.isSymbol(")") {
                    selector += token.kind == .word ? text.string(token) : ":"
                    advance()
                }
                advance()
                argument = selector
            }
            modifiers.attributes.append((text.string(name), argument))
        }

        private mutating func readWord(_ token: SourceTokenizer.Token) {
            // Most words are no keyword; their first byte says so at once.
            switch bytes[token.offset] {
            case UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "e"), UInt8(ascii: "f"),
                UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "o"), UInt8(ascii: "p"), UInt8(ascii: "s"),
                UInt8(ascii: "t"), UInt8(ascii: "v"):
                break
            default:
                return
            }
            if text.isWord(token, "func") || text.isWord(token, "init") || text.isWord(token, "subscript") {
                pending.signature = token.offset
            }
            if text.isWord(token, "func") || text.isWord(token, "var") || text.isWord(token, "let")
                || startsOtherDeclaration(token)
            {
                declaration = nil
            }
            if text.isWord(token, "func") {
                pending.property = nil
                pending.function = peek().flatMap { $0.kind == .word ? text.string($0) : nil }
                readFunction()
                modifiers = Modifiers()
            } else if text.isWord(token, "var") || text.isWord(token, "let") {
                pending.property = nil
                readProperty(isLet: text.isWord(token, "let"))
                let isFilePrivate = modifiers.isFilePrivate
                modifiers = Modifiers()
                readConstant(token, isFilePrivate: isFilePrivate)
            } else if text.isWord(token, "static") {
                modifiers.isStatic = true
            } else if text.isWord(token, "override") {
                modifiers.isOverride = true
            } else if text.isWord(token, "class") {
                pending.property = nil
                guard let next = peek(), next.kind == .word, !Self.memberKeywords.contains(text.string(next)) else {
                    modifiers.isStatic = true
                    return
                }
                readTypeDeclaration(at: token, isClass: true, isExtension: false)
            } else if text.isWord(token, "extension") {
                readTypeDeclaration(at: token, isClass: true, isExtension: true)
            } else if text.isWord(token, "struct") || text.isWord(token, "enum") || text.isWord(token, "protocol")
                || text.isWord(token, "actor")
            {
                guard peek()?.kind == .word else { return }
                readTypeDeclaration(at: token, isClass: false, isExtension: false)
            } else if text.isWord(token, "case") {
                modifiers.attributes = []
                readConstant(token)
            } else if text.isWord(token, "typealias") {
                modifiers.attributes = []
                if let name = peek(), name.kind == .word {
                    declareType(name)
                    readTypeAlias(named: text.string(name))
                }
            } else if text.isWord(token, "import") {
                modifiers.attributes = []
                pending.property = nil
                skipImportPath()
            } else if text.isWord(token, "private") || text.isWord(token, "fileprivate") {
                modifiers.isFilePrivate = peek()?.isSymbol("(") != true
            } else if startsOtherDeclaration(token) {
                modifiers.attributes = []
                pending.property = nil
            }
        }

        /// The line and column of `offset`, counted on from the last offset
        /// located when it is not before it.
        private mutating func location(of offset: Int) -> SourceLocation {
            var (index, line, lineStart) = offset < located.offset ? (0, 1, 0) : located
            while index < offset {
                if bytes[index] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
            located = (offset, line, lineStart)
            return SourceLocation(file: file, line: line, column: offset - lineStart + 1)
        }

        /// `Name<T> = A.B & C`, after `typealias`: the types it names.
        private mutating func readTypeAlias(named name: String) {
            advance()
            skipGenericClause()
            guard peek()?.isSymbol("=") == true else { return }
            advance()
            var types: [String] = []
            while let type = readQualifiedName().last {
                types.append(type)
                guard peek()?.isSymbol("&") == true else { break }
                advance()
            }
            if !types.isEmpty { typeAliases.append(TypeAlias(name: name, types: types)) }
        }

        /// Notes a type declared at the top level, or directly in a class or
        /// extension body.
        private mutating func declareType(_ name: SourceTokenizer.Token) {
            let declared = DeclaredName(
                text.string(name), at: location(of: name.offset))
            if scopes.isEmpty {
                topLevelTypes.append(declared)
            } else if let classIndex = scopes.last?.classIndex ?? nil {
                classes[classIndex].nestedTypes.append(declared)
            }
        }

        /// `class Name<T>: Super<T>, P where … {` or `extension A.B: P {`.
        private mutating func readTypeDeclaration(at keyword: SourceTokenizer.Token, isClass: Bool, isExtension: Bool) {
            // `@objc extension` exposes its own members as `@objcMembers`
            // does the class's.
            let isObjCExtension = isExtension && modifiers.attributes.contains { $0.name == "objc" }
            let isObjCMembers = modifiers.attributes.contains { $0.name == "objcMembers" }
            let runtimeName = isExtension ? nil : modifiers.attributes.first { $0.name == "objc" }?.argument
            modifiers.attributes = []
            if !isExtension, let nameToken = peek(), nameToken.kind == .word { declareType(nameToken) }
            let isGeneric = !isExtension && peek(1)?.isSymbol("<") == true
            let names = readQualifiedName()
            guard let name = names.last else { return }
            skipGenericClause()
            var superclass: String?
            var superclassQualifier: String?
            // A protocol adopted (after the superclass, or by an extension)
            // may make a plain member @objc by its requirement.
            var adoptsProtocols = false
            if peek()?.isSymbol(":") == true {
                adoptsProtocols = isExtension
                if !isExtension {
                    advance()
                    let written = readQualifiedName()
                    superclass = written.last
                    superclassQualifier = written.count > 1 ? written.first : nil
                    adoptsProtocols = peek()?.isSymbol(",") == true
                }
            }
            pending.typePath = isExtension ? names : (scopes.last?.path ?? []) + [name]
            pending.isStringEnum = text.isWord(keyword, "enum") && superclass == "String"
            guard isClass else {
                pending.type = .some(nil)
                pending.typeName = name
                return
            }
            classes.append(
                SourceClass(
                    name: name, superclass: superclass,
                    location: location(of: keyword.offset)))
            classes[classes.count - 1].superclassQualifier = superclassQualifier
            if isObjCMembers || isObjCExtension { objcMembersClasses.insert(classes.count - 1) }
            classes[classes.count - 1].members.isObjCMembers = isObjCMembers
            classes[classes.count - 1].members.runtimeName = runtimeName
            classes[classes.count - 1].members.declaresClass = !isExtension
            if !isExtension {
                classes[classes.count - 1].members.enclosingTypes = scopes.last?.path ?? []
                classes[classes.count - 1].members.isGeneric = isGeneric
            }
            classes[classes.count - 1].members.adoptsProtocols = adoptsProtocols
            pending.type = classes.count - 1
        }

        /// `A.B.C` → `[A, B, C]`, skipping generic arguments after each part.
        private mutating func readQualifiedName() -> [String] {
            var names: [String] = []
            while let token = peek(), token.kind == .word {
                names.append(text.string(token))
                advance()
                skipGenericClause()
                guard peek()?.isSymbol(".") == true, peek(1)?.kind == .word else { break }
                advance()
            }
            return names
        }

        /// The kinds an import of one declaration names: `import class
        /// UIKit.UIScreen`.
        private static let importKinds: Set<String> = [
            "class", "struct", "enum", "protocol", "func", "var", "let", "typealias",
        ]

        /// After `import`: the kind of declaration it names, if any, and the
        /// module's path, which declare nothing (`class` there is no class
        /// declaration, nor `var` a property).
        private mutating func skipImportPath() {
            if let kind = peek(), kind.kind == .word, Self.importKinds.contains(text.string(kind)) { advance() }
            _ = readQualifiedName()
        }

        /// `let name = "value"`, `var name…` or `case a, b = "value"`, after
        /// its keyword, in a type body or at the top level: a value only
        /// for a `let` whose initial value is one plain literal and the
        /// whole expression, or an enum case. It reads no further than the
        /// `{` of a computed property, which the run loop then skips.
        private mutating func readConstant(_ keyword: SourceTokenizer.Token, isFilePrivate: Bool = false) {
            var path = scopes.last?.path ?? []
            if path.isEmpty && isFilePrivate { path = [ConstantReference.fileScope(of: file)] }
            guard !text.isWord(keyword, "case") else {
                guard scopes.last?.isStringEnum == true else { return }
                while let name = peek(), name.kind == .word {
                    advance()
                    var value: String? = text.string(name)
                    if peek()?.isSymbol("=") == true {
                        advance()
                        value = literalValue()
                    }
                    constants.append(path + [text.string(name)], .enumCase, value, at: name.offset)
                    guard peek()?.isSymbol(",") == true else { return }
                    advance()
                }
                return
            }
            guard let name = peek(), name.kind == .word else { return }
            advance()
            var value: String?
            if text.isWord(keyword, "let") {
                if peek()?.isSymbol(":") == true, let type = peek(1), text.isWord(type, "String") {
                    advance()
                    advance()
                }
                if peek()?.isSymbol("=") == true {
                    advance()
                    value = literalValue()
                }
            }
            constants.append(path + [text.string(name)], .constant, value, at: name.offset)
        }

        /// The value of the plain literal that is the next token, when the
        /// expression ends after it.
        private mutating func literalValue() -> String? {
            guard let literal = peek(), literal.kind == .string else { return nil }
            advance()
            // What follows a whole expression: a declaration's keyword or
            // attribute, the end of the body, or another case.
            if let next = peek(),
                !(next.kind == .word || next.isSymbol("}") || next.isSymbol(";") || next.isSymbol("@")
                    || next.isSymbol(","))
            {
                return nil
            }
            return NavigationCallScanner.literalValue(literal, in: bytes, language: .swift)
        }

        private mutating func skipGenericClause() {
            guard peek()?.isSymbol("<") == true else { return }
            var depth = 0
            while let token = peek() {
                advance()
                if token.isSymbol("<") { depth += 1 }
                if token.isSymbol(">") {
                    depth -= 1
                    if depth == 0 { return }
                }
                if token.isSymbol("{") || token.isSymbol(";") { return }
            }
        }

        /// A method in a class or extension body: its full name, and, for
        /// `func name(label name: UIStoryboardSegue)`, an unwind action when
        /// Objective-C sees it, else a hidden one.
        private mutating func readFunction() {
            guard let classIndex = scopes.last?.classIndex ?? nil, let name = peek(), name.kind == .word else {
                return
            }
            advance()
            skipGenericClause()
            guard peek()?.isSymbol("(") == true else { return }
            advance()
            var parameters: [[SourceTokenizer.Token]] = [[]]
            var depth = 1
            while let token = peek() {
                advance()
                if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("<") { depth += 1 }
                if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol(">") {
                    depth -= 1
                    if depth == 0 { break }
                }
                if depth == 1 && token.isSymbol(",") {
                    parameters.append([])
                } else {
                    parameters[parameters.count - 1].append(token)
                }
            }
            let labels = parameters.filter { !$0.isEmpty }.map { parameter in
                parameter.first.map { $0.kind == .word ? text.string($0) : "_" } ?? "_"
            }
            classes[classIndex].methods.append(
                DeclaredName(
                    text.string(name) + "(" + labels.map { $0 + ":" }.joined() + ")",
                    at: location(of: name.offset)))
            if bytes[name.offset] == UInt8(ascii: "p"), text.string(name).hasPrefix("performSegue") {
                for parameter in parameters {
                    guard let colon = parameter.firstIndex(where: { $0.isSymbol(":") }) else { continue }
                    let type = parameter[(colon + 1)...].filter { $0.kind == .word }
                    if type.count == 1, let word = type.first { segueIdentifierTypes.append(text.string(word)) }
                }
            }
            let selectorOfName = UnwindActionName.selector(baseName: text.string(name), labels: labels)
            if !modifiers.isStatic || ClassMembers.forwardingHandlers.contains(selectorOfName) {
                let explicit = modifiers.attributes.first(where: { $0.name == "objc" })?.argument
                let swift2 = labels.first.map { _ in
                    UnwindActionName.selector(baseName: text.string(name), labels: ["_"] + labels.dropFirst())
                }
                let selector = explicit ?? selectorOfName
                classes[classIndex].members.methods.append(
                    ClassMembers.Method(
                        selector: selector, swift2Selector: explicit == nil && swift2 != selector ? swift2 : nil,
                        visibility: memberVisibility(in: classIndex),
                        location: location(of: name.offset)))
            }
            guard parameters.count == 1 else { return }
            let baseName = text.string(name)
            let location = self.location(of: name.offset)
            let isSeenByObjectiveC =
                modifiers.attributes.contains { $0.name == "IBAction" || $0.name == "objc" }
                || (objcMembersClasses.contains(classIndex) && !modifiers.attributes.contains { $0.name == "nonobjc" })
            guard let label = segueParameterLabel(parameters[0]) else {
                if isSeenByObjectiveC, let label = firstLabel(parameters[0]) {
                    let selector =
                        modifiers.attributes.first(where: { $0.name == "objc" })?.argument
                        ?? UnwindActionName.selector(baseName: baseName, label: label == "_" ? nil : label)
                    classes[classIndex].respondingActions.append(
                        ClassDeclaration.UnwindAction(selector: selector, location: location))
                }
                return
            }
            let selector =
                modifiers.attributes.first(where: { $0.name == "objc" })?.argument
                ?? UnwindActionName.selector(baseName: baseName, label: label == "_" ? nil : label)
            if isSeenByObjectiveC {
                classes[classIndex].unwindActions.append(
                    ClassDeclaration.UnwindAction(selector: selector, location: location))
            } else {
                classes[classIndex].hiddenSegueMethods.append(
                    SourceClass.HiddenSegueMethod(
                        swiftName: "\(baseName)(\(label):)", selector: selector, location: location))
            }
        }

        /// The attributes that expose a member to Objective-C.
        static let runtimeAttributes: Set<String> = [
            "objc", "IBOutlet", "IBAction", "IBInspectable", "IBSegueAction", "NSManaged", "GKInspectable",
        ]

        /// How the runtime sees the member whose attributes were just read:
        /// an `override` is seen, since overriding a method Objective-C
        /// declares keeps it Objective-C's (one of a Swift-only superclass
        /// method is taken as seen too, which can only silence a claim).
        /// A member of an `@objc extension` is seen; the class's others are not.
        private func memberVisibility(in classIndex: Int) -> ClassMembers.Visibility {
            if modifiers.attributes.contains(where: { $0.name == "nonobjc" }) { return .hidden }
            let isObjCExtension = objcMembersClasses.contains(classIndex) && !classes[classIndex].members.isObjCMembers
            if modifiers.isOverride || isObjCExtension
                || modifiers.attributes.contains(where: { Self.runtimeAttributes.contains($0.name) })
            {
                return .objectiveC
            }
            return .ifObjCMembers
        }

        /// `var name…` or `let name…` directly in a class or extension body:
        /// a property, settable unless a `let` (or, once its accessors are
        /// read, a get-only computed property). It leaves the name to be
        /// read again as a constant (`readConstant`).
        private mutating func readProperty(isLet: Bool) {
            guard !modifiers.isStatic, let classIndex = scopes.last?.classIndex ?? nil, let name = peek(),
                name.kind == .word
            else { return }
            let isManaged = modifiers.attributes.contains { $0.name == "NSManaged" }
            // `@objc(name)` gives the key Objective-C knows it by.
            let objectiveCName = modifiers.attributes.first { $0.name == "objc" }?.argument
            let property = ClassMembers.Property(
                name: objectiveCName ?? text.string(name), isSettable: !isLet || isManaged,
                visibility: memberVisibility(in: classIndex),
                location: location(of: name.offset))
            declaration = (classIndex, property, !isLet && !isManaged)
            declarationDepth = 0
            addProperty(property, in: classIndex, readsAccessors: !isLet && !isManaged)
        }

        /// `, name:` or `, name =` after a property: another property of
        /// the same declaration, with its attributes and kind.
        private mutating func readNextDeclarator() {
            guard let (classIndex, first, readsAccessors) = declaration, let name = peek(), name.kind == .word,
                peek(1)?.isSymbol(":") == true || peek(1)?.isSymbol("=") == true
            else { return }
            advance()
            var property = first
            property.name = text.string(name)
            property.location = location(of: name.offset)
            addProperty(property, in: classIndex, readsAccessors: readsAccessors)
        }

        private mutating func addProperty(_ property: ClassMembers.Property, in classIndex: Int, readsAccessors: Bool) {
            classes[classIndex].members.properties.append(property)
            if readsAccessors { pending.property = (classIndex, classes[classIndex].members.properties.count - 1) }
        }

        /// The accessor block of a `var`, just opened: `{ get … }` without
        /// `set`, or a body of statements, makes it get-only; `set`,
        /// `willSet` or `didSet` leave it settable. Read on a copy of the
        /// tokenizer, so the block is then skipped as every body is.
        private mutating func readAccessors(of property: (classIndex: Int, index: Int)) {
            var probe = tokenizer
            guard let first = probe.next() else { return }
            var isSettable = false
            if text.isWord(first, "set") || text.isWord(first, "willSet") || text.isWord(first, "didSet") {
                isSettable = true
            } else if text.isWord(first, "get") {
                var depth = 0
                while let token = probe.next() {
                    if token.isSymbol("{") {
                        depth += 1
                    } else if token.isSymbol("}") {
                        if depth == 0 { break }
                        depth -= 1
                    } else if depth == 0 && (text.isWord(token, "set") || text.isWord(token, "_modify")) {
                        isSettable = true
                        break
                    }
                }
            }
            classes[property.classIndex].members.properties[property.index].isSettable = isSettable
        }

        /// The first label of `label name: Type` (or `name: Type`).
        private func firstLabel(_ parameter: [SourceTokenizer.Token]) -> String? {
            guard let colon = parameter.firstIndex(where: { $0.isSymbol(":") }) else { return nil }
            let names = parameter[..<colon]
            guard (1...2).contains(names.count), names.allSatisfy({ $0.kind == .word }) else { return nil }
            return names.first.map(text.string)
        }

        /// The first label of `label name: UIStoryboardSegue` (or `name:`),
        /// when the one parameter's type is `UIStoryboardSegue`.
        private func segueParameterLabel(_ parameter: [SourceTokenizer.Token]) -> String? {
            guard let colon = parameter.firstIndex(where: { $0.isSymbol(":") }) else { return nil }
            let names = parameter[..<colon]
            guard (1...2).contains(names.count), names.allSatisfy({ $0.kind == .word }) else { return nil }
            var type = parameter[(colon + 1)...].filter { !$0.isSymbol("!") && !$0.isSymbol("?") }
            if let equals = type.firstIndex(where: { $0.isSymbol("=") }) { type = Array(type[..<equals]) }
            let words = type.filter { $0.kind == .word }.map(text.string)
            let isSegue =
                words == ["UIStoryboardSegue"]
                || (words == ["UIKit", "UIStoryboardSegue"] && type.count == 3 && type[1].isSymbol("."))
            guard isSegue, type.count == words.count * 2 - 1 else { return nil }
            return names.first.map(text.string)
        }
    }
}
