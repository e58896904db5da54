import SegueGenSupport

/// What a local Swift package's `Package.swift` says of its code, as far as
/// literal text says it: its products, its targets with their folders and
/// dependencies, and the local packages it depends on. A manifest is Swift
/// that SwiftPM runs; this reads the usual shape (`Package(name:products:
/// targets:)` with literal arrays of `.library`, `.target` and so on) and
/// says, through `isLiteral`, when the shape was another, so that the
/// caller reads every folder of `Sources/` instead of guessing.
public struct SwiftPackageManifest: Sendable, Equatable {
    public struct Product: Sendable, Equatable {
        public var name: String
        public var targets: [String]
    }

    public struct Target: Sendable, Equatable {
        public enum Dependency: Sendable, Equatable {
            /// `"Name"` or `.byName(name:)`: a target of the package, else a
            /// product of a package it depends on.
            case byName(String)
            case target(String)
            case product(String)
        }

        public var name: String
        /// `path:`, relative to the package's folder; nil for the default.
        public var path: String?
        public var dependencies: [Dependency]
        /// A target whose code never runs in an app (a test target, a
        /// plugin, a macro) or that has no source (a binary target).
        public var isCode: Bool
    }

    public var products: [Product]
    public var targets: [Target]
    /// The `.package(path:)` dependencies, relative to the package's folder.
    public var localPackages: [String]
    /// Whether `products` and `targets` were literal arrays of calls: when
    /// false they may miss some, and the package's code is every folder
    /// of `Sources/`.
    public var isLiteral: Bool

    /// Reads `bytes`; never fails: an unreadable manifest is one with no
    /// literal shape.
    public static func read(_ bytes: [UInt8]) -> SwiftPackageManifest {
        var parser = Parser(bytes: bytes)
        guard let package = parser.packageCall() else {
            return SwiftPackageManifest(products: [], targets: [], localPackages: [], isLiteral: false)
        }
        var isLiteral = true
        var products: [Product] = []
        if case .array(let items) = package.arguments["products"] {
            for item in items {
                guard case .call(_, let arguments) = item, let name = arguments["name"]?.string else {
                    isLiteral = false
                    continue
                }
                products.append(Product(name: name, targets: arguments["targets"]?.strings ?? []))
            }
        } else if package.arguments["products"] != nil {
            isLiteral = false
        }
        var targets: [Target] = []
        if case .array(let items) = package.arguments["targets"] {
            for item in items {
                guard case .call(let kind, let arguments) = item, let name = arguments["name"]?.string else {
                    isLiteral = false
                    continue
                }
                var dependencies: [Target.Dependency] = []
                if case .array(let listed) = arguments["dependencies"] {
                    for dependency in listed {
                        switch dependency {
                        case .string(let name): dependencies.append(.byName(name))
                        case .call("target", let inner): inner["name"]?.string.map { dependencies.append(.target($0)) }
                        case .call("product", let inner):
                            inner["name"]?.string.map { dependencies.append(.product($0)) }
                        case .call("byName", let inner):
                            inner["name"]?.string.map { dependencies.append(.byName($0)) }
                        default: continue
                        }
                    }
                }
                targets.append(
                    Target(
                        name: name, path: arguments["path"]?.string, dependencies: dependencies,
                        isCode: ["target", "executableTarget"].contains(kind)))
            }
        } else {
            isLiteral = false
        }
        var localPackages: [String] = []
        if case .array(let items) = package.arguments["dependencies"] {
            for case .call("package", let arguments) in items {
                if let path = arguments["path"]?.string { localPackages.append(path) }
            }
        }
        return SwiftPackageManifest(
            products: products, targets: targets, localPackages: localPackages, isLiteral: isLiteral)
    }

    /// The code targets a product is built of, with the targets of the
    /// package they depend on in turn, in the package's order; and the
    /// names of products of other packages they depend on.
    public func targets(ofProduct name: String) -> (targets: [Target], otherProducts: [String]) {
        guard let product = products.first(where: { $0.name == name }) else { return ([], []) }
        var pending = product.targets
        var chosen: Set<String> = []
        var otherProducts: [String] = []
        while let next = pending.popLast() {
            guard chosen.insert(next).inserted else { continue }
            guard let target = targets.first(where: { $0.name == next }) else { continue }
            for dependency in target.dependencies {
                switch dependency {
                case .target(let name): pending.append(name)
                case .product(let name): otherProducts.append(name)
                case .byName(let name):
                    if targets.contains(where: { $0.name == name }) {
                        pending.append(name)
                    } else {
                        otherProducts.append(name)
                    }
                }
            }
        }
        return (targets.filter { chosen.contains($0.name) && $0.isCode }, otherProducts)
    }

    /// The folder of a target's sources, relative to the package: its
    /// `path`, else `Sources/NAME` as SwiftPM looks first.
    public static func folder(of target: Target) -> String {
        target.path.map { FilePath.normalized($0) } ?? "Sources/\(target.name)"
    }

}

/// A recursive reading of the argument lists of calls, over the tokens of
/// the manifest: only strings, arrays and calls are kept, anything else is
/// `.other`.
private struct Parser {
    indirect enum Value: Equatable {
        case string(String)
        case array([Value])
        case call(String, [String: Value])
        case other

        var string: String? {
            if case .string(let text) = self { return text }
            return nil
        }

        var strings: [String]? {
            guard case .array(let items) = self else { return nil }
            return items.compactMap(\.string)
        }
    }

    /// Deeper nesting than this is no manifest anyone writes; it is read
    /// as `.other`, so hostile input cannot exhaust the stack.
    private static let maximumDepth = 32

    let text: SourceTokenizer.Text
    let tokens: [SourceTokenizer.Token]
    var index = 0

    init(bytes: [UInt8]) {
        text = SourceTokenizer.Text(bytes: bytes)
        tokens = SourceTokenizer.tokens(of: bytes, language: .swift, yieldsStrings: true)
    }

    private func token(_ offset: Int = 0) -> SourceTokenizer.Token? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    /// The arguments of the first `Package(…)` call.
    mutating func packageCall() -> (name: String, arguments: [String: Value])? {
        while let current = token() {
            if text.isWord(current, "Package"), token(1)?.isSymbol("(") == true {
                index += 2
                return ("Package", arguments(depth: 0))
            }
            index += 1
        }
        return nil
    }

    /// The labelled arguments up to the `)` that closes the list; the
    /// cursor is then past it.
    private mutating func arguments(depth: Int) -> [String: Value] {
        var result: [String: Value] = [:]
        while let current = token() {
            if current.isSymbol(")") {
                index += 1
                return result
            }
            if current.isSymbol(",") {
                index += 1
                continue
            }
            var label: String?
            if current.kind == .word, token(1)?.isSymbol(":") == true {
                label = text.string(current)
                index += 2
            }
            let start = index
            let value = self.value(depth: depth + 1)
            if let label, result[label] == nil { result[label] = value }
            // A stray `]` or `}` ends no value; step over it.
            if index == start { index += 1 }
        }
        return result
    }

    /// One argument's value; the cursor is then on the `,` or closing
    /// bracket after it.
    private mutating func value(depth: Int) -> Value {
        guard depth < Self.maximumDepth, let current = token() else {
            skipValue()
            return .other
        }
        if current.kind == .string, let next = token(1), next.isSymbol(",") || next.isSymbol(")") || next.isSymbol("]")
        {
            index += 1
            return .string(StringLiteralText.body(of: text.string(current)))
        }
        if current.isSymbol("["), let element = token(1) {
            index += 1
            var items: [Value] = []
            if element.isSymbol("]") {
                index += 1
                return .array([])
            }
            while let next = token() {
                if next.isSymbol("]") {
                    index += 1
                    return token().map { $0.isSymbol(",") || $0.isSymbol(")") || $0.isSymbol("]") } ?? true
                        ? .array(items) : skipping()
                }
                if next.isSymbol(",") {
                    index += 1
                    continue
                }
                // A dictionary or anything else with a colon is not read.
                if next.isSymbol(":") {
                    skipValue()
                    return .other
                }
                // A `)` or `}` here closes what the array is in.
                if next.isSymbol(")") || next.isSymbol("}") { return .array(items) }
                items.append(value(depth: depth + 1))
            }
            return .array(items)
        }
        if current.isSymbol("."), let name = token(1), name.kind == .word, token(2)?.isSymbol("(") == true {
            index += 3
            let called = text.string(name)
            let arguments = self.arguments(depth: depth)
            if let next = token(), !(next.isSymbol(",") || next.isSymbol(")") || next.isSymbol("]")) {
                return skipping()
            }
            return .call(called, arguments)
        }
        return skipping()
    }

    private mutating func skipping() -> Value {
        skipValue()
        return .other
    }

    /// Moves the cursor to the `,`, `)` or `]` that ends the value it is
    /// in, past nested brackets.
    private mutating func skipValue() {
        var depth = 0
        while let current = token() {
            if current.isSymbol("(") || current.isSymbol("[") || current.isSymbol("{") {
                depth += 1
            } else if current.isSymbol(")") || current.isSymbol("]") || current.isSymbol("}") {
                if depth == 0 { return }
                depth -= 1
            } else if current.isSymbol(","), depth == 0 {
                return
            }
            index += 1
        }
    }
}
