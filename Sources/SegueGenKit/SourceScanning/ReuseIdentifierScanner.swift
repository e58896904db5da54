import SegueGenSupport

/// Finds, in Swift and Objective-C source, the reuse identifiers code
/// dequeues cells by and registers (`ReuseIdentifierUse`):
///
/// - Swift: `dequeueReusableCell(withIdentifier: "x", for: indexPath)`,
///   `dequeueReusableCell(withReuseIdentifier: "x", for: indexPath)`,
///   `dequeueReusableSupplementaryView(ofKind: K, withReuseIdentifier: "x",
///   for: indexPath)`; `register(_:forCellReuseIdentifier:)`,
///   `register(_:forCellWithReuseIdentifier:)`,
///   `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`, and any
///   other `register` call that names no identifier (`register(MyCell.self)`).
/// - Objective-C: the same methods' selectors
///   (`dequeueReusableCellWithIdentifier:forIndexPath:`,
///   `registerNib:forCellReuseIdentifier:`, …).
///
/// Each call is read as its arguments, by label (a Swift argument label,
/// an Objective-C selector piece), so the identifier is found wherever the
/// call puts it, and an argument that is not one plain literal is recorded
/// without a value, at its first token: where it names a constant, the
/// navigation scanner records the name there too (role `.reuseIdentifier`),
/// and the project fills in its value (`ReuseIdentifierUse.resolving`). A file that names no `dequeueReusable` and no
/// `register` is passed over without being tokenized.
enum ReuseIdentifierScanner {
    static func scan(_ bytes: [UInt8], language: SourceTokenizer.Language, file: String) -> [ReuseIdentifierUse] {
        guard mentions(bytes) else { return [] }
        var scanner = Scanner(bytes: bytes, language: language, file: file)
        return scanner.run()
    }

    /// Whether the file holds `dequeueReusable` or `register`: one pass,
    /// eight bytes at a time, that looks further only where a word holds a
    /// `q` or a `g`, rare letters (an `r` or a `d` is in every other word).
    /// Most files name neither, and their whole cost is this pass.
    private static func mentions(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            let ones: UInt64 = 0x0101_0101_0101_0101
            /// Whether a byte of `word` is `byte` (a zero byte of their
            /// exclusive or).
            func holds(_ word: UInt64, _ byte: UInt8) -> Bool {
                let difference = word ^ (ones &* UInt64(byte))
                return (difference &- ones) & ~difference & (ones &* 0x80) != 0
            }
            func has(_ pattern: StaticString, at index: Int) -> Bool {
                let count = pattern.utf8CodeUnitCount
                guard index >= 0, index + count <= buffer.count else { return false }
                return (0..<count).allSatisfy { buffer[index + $0] == pattern.utf8Start[$0] }
            }
            func starts(at index: Int) -> Bool {
                switch buffer[index] {
                case UInt8(ascii: "q"): has("dequeueReusable", at: index - 2)
                case UInt8(ascii: "g"): has("register", at: index - 2)
                default: false
                }
            }
            var index = 0
            while index + 8 <= buffer.count {
                let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if holds(word, UInt8(ascii: "q")) || holds(word, UInt8(ascii: "g")),
                    (index..<(index + 8)).contains(where: starts)
                {
                    return true
                }
                index += 8
            }
            return (index..<buffer.count).contains(where: starts)
        }
    }

    /// One argument of a call: its label (a Swift label, an Objective-C
    /// selector piece; empty for an unlabelled Swift argument) and its
    /// tokens.
    private struct Argument {
        var label: String
        var tokens: Range<Int>
    }

    private struct Scanner {
        let tokens: TokenCursor
        let language: SourceTokenizer.Language
        let file: String
        /// The type of each open `{`, nil for a body of anything else.
        var types: [String?] = []
        /// The token of each open `{`, in step with `types`.
        var braces: [Int] = []
        /// A type declaration seen, whose body opens at the next `{`.
        var pendingType: String?
        var implementation: String?
        var uses: [ReuseIdentifierUse] = []

        init(bytes: [UInt8], language: SourceTokenizer.Language, file: String) {
            tokens = TokenCursor(bytes: bytes, language: language, yieldsStrings: true)
            self.language = language
            self.file = file
        }

        private var enclosingClass: String? {
            language == .objectiveC ? implementation : types.last { $0 != nil } ?? nil
        }

        mutating func run() -> [ReuseIdentifierUse] {
            for index in tokens.indices {
                switch tokens[index].kind {
                case .symbol(UInt8(ascii: "{")):
                    types.append(pendingType)
                    braces.append(index)
                    pendingType = nil
                case .symbol(UInt8(ascii: "}")):
                    _ = types.popLast()
                    _ = braces.popLast()
                case .word:
                    readWord(at: index)
                default:
                    break
                }
            }
            return uses
        }

        private mutating func readWord(at index: Int) {
            let name = tokens.string(tokens[index])
            switch language {
            case .swift:
                if ["class", "extension", "struct", "enum", "actor"].contains(name), let next = tokens.word(index + 1),
                    !["func", "var", "let", "override", "final"].contains(next)
                {
                    pendingType = tokens.lastNamePart(from: index + 1)
                } else if name == "protocol" {
                    pendingType = nil
                } else if tokens.isSymbol(index + 1, "("), Self.mayBeCall(name), tokens.word(index - 1) != "func" {
                    readCall(named: name, at: index, arguments: swiftArguments(openingAt: index + 1))
                }
            case .objectiveC:
                if tokens.isSymbol(index - 1, "@") {
                    if name == "implementation" { implementation = tokens.word(index + 1) }
                    if name == "end" { implementation = nil }
                } else if tokens.isSymbol(index + 1, ":"), Self.mayBeCall(name),
                    tokens.isSymbol(index - 1, "]") || isReceiverEnd(index - 1)
                {
                    readCall(named: "", at: index, arguments: objectiveCArguments(from: index))
                }
            }
        }

        /// Whether a call of `name` may dequeue or register: the arguments
        /// of no other call are read.
        private static func mayBeCall(_ name: String) -> Bool {
            name.hasPrefix("dequeueReusable") || name.hasPrefix("register")
        }

        /// Whether the token at `index` can end an Objective-C message's
        /// receiver (`[tableView`, `[self.tableView`), so that the word
        /// after it starts the selector.
        private func isReceiverEnd(_ index: Int) -> Bool {
            tokens.word(index) != nil && (tokens.isSymbol(index - 1, "[") || tokens.isSymbol(index - 1, "."))
        }

        /// The arguments between the `(` at `open` and its `)`.
        private func swiftArguments(openingAt open: Int) -> [Argument] {
            var arguments: [Argument] = []
            var depth = 0
            var start = open + 1
            var index = open + 1
            func close(at end: Int) {
                guard end > start else { return }
                if tokens.word(start) != nil, tokens.isSymbol(start + 1, ":") {
                    arguments.append(Argument(label: tokens.word(start)!, tokens: (start + 2)..<end))
                } else {
                    arguments.append(Argument(label: "", tokens: start..<end))
                }
            }
            while index < tokens.count {
                if tokens.isSymbol(index, "(") || tokens.isSymbol(index, "[") || tokens.isSymbol(index, "{") {
                    depth += 1
                } else if tokens.isSymbol(index, ")") || tokens.isSymbol(index, "]") || tokens.isSymbol(index, "}") {
                    if depth == 0 {
                        close(at: index)
                        return arguments
                    }
                    depth -= 1
                } else if depth == 0 && tokens.isSymbol(index, ",") {
                    close(at: index)
                    start = index + 1
                }
                index += 1
            }
            return []
        }

        /// The selector pieces and arguments of the message whose first
        /// piece is at `first`, up to its `]`.
        private func objectiveCArguments(from first: Int) -> [Argument] {
            var arguments: [Argument] = []
            var label = tokens.word(first) ?? ""
            var start = first + 2
            var depth = 0
            var index = first + 2
            while index < tokens.count {
                if tokens.isSymbol(index, "(") || tokens.isSymbol(index, "[") || tokens.isSymbol(index, "{") {
                    depth += 1
                } else if tokens.isSymbol(index, ")") || tokens.isSymbol(index, "]") || tokens.isSymbol(index, "}")
                    || tokens.isSymbol(index, ";")
                {
                    if depth == 0 {
                        arguments.append(Argument(label: label, tokens: start..<index))
                        return arguments
                    }
                    depth -= 1
                } else if depth == 0, index > start, let next = tokens.word(index), tokens.isSymbol(index + 1, ":") {
                    arguments.append(Argument(label: label, tokens: start..<index))
                    label = next
                    start = index + 2
                    index += 1
                }
                index += 1
            }
            return []
        }

        /// A call of `name` (Swift) or a message whose first selector piece
        /// is the first argument's label (Objective-C).
        private mutating func readCall(named name: String, at index: Int, arguments: [Argument]) {
            guard let role = role(named: name, at: index, arguments: arguments) else { return }
            let identifierLabel: String? =
                switch role.kind {
                // Swift's first label, or Objective-C's first piece.
                case .dequeuedCell: arguments.first?.label
                case .dequeuedSupplementaryView: "withReuseIdentifier"
                case .registered(nil, _): nil
                case .registered: role.identifierLabel
                }
            let argument = identifierLabel.flatMap { label in arguments.first { $0.label == label } }
            let literal = argument.flatMap(literalValue)
            // Where a constant's name is, its value is found
            // (`ReuseIdentifierUse.resolving`).
            let first = argument.flatMap { $0.tokens.isEmpty ? nil : $0.tokens.lowerBound }
            let offset = tokens[first ?? index].offset
            uses.append(
                ReuseIdentifierUse(
                    role: role.kind, value: literal,
                    location: TextPosition.location(of: offset, in: tokens.bytes, from: 0, file: file),
                    enclosingClass: enclosingClass, spans: spans(of: role.kind, at: index, arguments: arguments)))
        }

        /// A Swift dequeue's spans, for `seguegen migrate`.
        private func spans(of role: ReuseIdentifierUse.Role, at index: Int, arguments: [Argument]) -> DequeueSpans? {
            guard language == .swift, let close = arguments.last?.tokens.upperBound,
                let indexPath = arguments.first(where: { $0.label == "for" })
            else { return nil }
            switch role {
            case .dequeuedCell, .dequeuedSupplementaryView: break
            case .registered: return nil
            }
            // The blocks inside the innermost type's body; none outside a type.
            let blocks = types.lastIndex { $0 != nil }.map { braces[($0 + 1)...] } ?? []
            return DequeueSpanReader(tokens: tokens).spans(
                call: index, close: close, indexPath: indexPath.tokens,
                elementKind: arguments.first { $0.label == "ofKind" }?.tokens, blocks: blocks)
        }

        private struct Found {
            var kind: ReuseIdentifierUse.Role
            var identifierLabel: String? = nil
        }

        private func role(named name: String, at index: Int, arguments: [Argument]) -> Found? {
            let labels = arguments.map(\.label)
            let selector = language == .objectiveC ? labels.first ?? "" : name
            let onOwnView = isOwnView(receiverOfCallAt: index)
            let indexPathLabel = language == .swift && name == "dequeueReusableCell" ? "for" : "forIndexPath"
            switch selector {
            case "dequeueReusableCell" where labels.first == "withIdentifier" && labels.contains("for"),
                "dequeueReusableCellWithIdentifier" where labels.contains(indexPathLabel):
                return Found(kind: .dequeuedCell(.tableView, onOwnView: onOwnView))
            case "dequeueReusableCell" where labels.first == "withReuseIdentifier" && labels.contains("for"),
                "dequeueReusableCellWithReuseIdentifier" where labels.contains(indexPathLabel):
                // Objective-C's first piece names the identifier itself.
                return Found(kind: .dequeuedCell(.collectionView, onOwnView: onOwnView))
            case "dequeueReusableSupplementaryView", "dequeueReusableSupplementaryViewOfKind":
                let kindArgument = arguments.first { $0.label == "ofKind" || $0.label == selector }
                return Found(
                    kind: .dequeuedSupplementaryView(
                        kindArgument.flatMap(supplementaryRole), onOwnView: onOwnView))
            default:
                break
            }
            guard selector.hasPrefix("register"), !selector.hasPrefix("registerFor") else { return nil }
            // A method of the class itself (`registerCells()`) registers on
            // its own views too.
            let registersOnOwnView = onOwnView || (language == .swift && !tokens.isSymbol(index - 1, "."))
            for (label, kind) in [
                ("forCellReuseIdentifier", CellContainer.Kind.tableView),
                ("forCellWithReuseIdentifier", .collectionView),
            ] where labels.contains(label) {
                return Found(kind: .registered(kind, onOwnView: registersOnOwnView), identifierLabel: label)
            }
            if labels.contains("forSupplementaryViewOfKind") {
                return Found(
                    kind: .registered(.collectionView, onOwnView: registersOnOwnView),
                    identifierLabel: "withReuseIdentifier")
            }
            // Header and footer views of tables are never prototypes, and
            // UserDefaults' `register(defaults:)` and BGTaskScheduler's
            // `register(forTaskWithIdentifier:…)` are no view's.
            let notAView = ["forHeaderFooterViewReuseIdentifier", "defaults", "forTaskWithIdentifier"]
            if labels.contains(where: notAView.contains) { return nil }
            // `register(MyCell.self)`, `register(cellType: MyCell.self)`
            // (Reusable's, which registers `String(describing:)` of the
            // type), `registerCells()`, `[tableView registerCellClass:…]`;
            // not NSURLProtocol's `registerClass:`.
            let namesAView = ["Cell", "Nib", "Class", "Reusable", "View"].contains { selector.contains($0) }
            switch language {
            case .swift where selector == "register":
                guard !labels.isEmpty else { return nil }
            case .objectiveC where selector == "registerClass":
                guard labels.count > 1 else { return nil }
            default:
                guard namesAView else { return nil }
            }
            return Found(kind: .registered(nil, onOwnView: registersOnOwnView))
        }

        /// `elementKindSectionHeader`, `UICollectionElementKindSectionFooter`…
        /// anywhere in the argument: the kind; anything else is computed.
        private func supplementaryRole(_ argument: Argument) -> CellPrototype.Role? {
            let names = argument.tokens.compactMap(tokens.word)
            if names.contains(where: { $0.hasSuffix("KindSectionHeader") }) { return .sectionHeader }
            if names.contains(where: { $0.hasSuffix("KindSectionFooter") }) { return .sectionFooter }
            return nil
        }

        /// Whether the receiver of the call whose name is at `index` is one
        /// name (`tableView.`, `[collectionView `) or one property of
        /// `self` (`self.tableView.`, `self?.tableView.`,
        /// `[self.tableView `): a view of the enclosing class, not one
        /// reached through another object.
        private func isOwnView(receiverOfCallAt index: Int) -> Bool {
            switch language {
            case .swift:
                var position = index - 1
                guard tokens.isSymbol(position, ".") else { return false }
                position -= 1
                if tokens.isSymbol(position, "?") || tokens.isSymbol(position, "!") { position -= 1 }
                guard tokens.word(position) != nil else { return false }
                position -= 1
                guard tokens.isSymbol(position, ".") else { return true }
                position -= 1
                if tokens.isSymbol(position, "?") || tokens.isSymbol(position, "!") { position -= 1 }
                return tokens.word(position) == "self" && !tokens.isSymbol(position - 1, ".")
            case .objectiveC:
                guard tokens.word(index - 1) != nil else { return false }
                if tokens.isSymbol(index - 2, "[") { return true }
                return tokens.isSymbol(index - 2, ".") && tokens.word(index - 3) == "self"
                    && tokens.isSymbol(index - 4, "[")
            }
        }

        /// The argument's value when it is one plain literal, without
        /// escapes (reuse identifiers have none); nil otherwise.
        private func literalValue(_ argument: Argument) -> String? {
            guard argument.tokens.count == 1 else { return nil }
            let token = tokens[argument.tokens.lowerBound]
            guard token.kind == .string else { return nil }
            let bytes = tokens.bytes
            var start = token.offset
            if bytes[start] == UInt8(ascii: "@") { start += 1 }
            let end = min(token.end, bytes.count) - 1
            guard end > start, bytes[start] == UInt8(ascii: "\""), bytes[end] == UInt8(ascii: "\"") else { return nil }
            let body = bytes[(start + 1)..<end]
            guard !body.contains(UInt8(ascii: "\\")), !body.contains(UInt8(ascii: "\"")) else { return nil }
            return String(decoding: body, as: UTF8.self)
        }
    }
}
