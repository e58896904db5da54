import SegueGenSupport

/// Renders a parsed template against a context. Unknown variables and
/// filters are errors at their place in the template, never silent empty
/// text. Rendering appends bytes to one buffer, so its time is linear in the
/// output; copying bytes costs a fraction of appending to a `String`, which
/// a large storyboard does hundreds of thousands of times.
public struct TemplateRenderer {
    private let loader: TemplateLoader
    private let filters: TemplateFilters
    private var output: [UInt8] = []
    /// Receives the output in chunks of about `chunkSize` bytes, so a large
    /// file never has to be held in memory whole.
    private let sink: (String) -> Void
    private static let chunkSize = 256 << 10
    private var scopes: [(name: String, value: TemplateValue)] = []
    private var root: any TemplateObject
    private var parsed: [String: [TemplateNode]] = [:]
    private var includeDepth = 0
    static let maximumIncludeDepth = 16
    private let limits: Limits
    /// Loop iterations and includes rendered so far, and bytes emitted.
    private var steps = 0
    private var emitted = 0

    /// How much work one render may do: a template of a few lines with
    /// nested loops or doubling includes could otherwise run for hours or
    /// fill the disk. The defaults sit far above what the built-in
    /// templates do for any storyboard.
    public struct Limits: Sendable {
        public var maximumSteps: Int
        public var maximumOutputSize: Int

        public init(maximumSteps: Int = 200_000_000, maximumOutputSize: Int = 1 << 30) {
            self.maximumSteps = maximumSteps
            self.maximumOutputSize = maximumOutputSize
        }
    }

    /// Renders the template named `name` (a built-in name or a path), or
    /// throws the first error: a missing or broken template.
    public static func render(
        template name: String, context: any TemplateObject, loader: TemplateLoader,
        filters: TemplateFilters = .standard, limits: Limits = Limits()
    ) throws(TemplateError) -> String {
        var text = ""
        try render(
            template: name, context: context, loader: loader, filters: filters, limits: limits,
            output: { text += $0 })
        return text
    }

    /// Renders into `output`, chunk by chunk. When it throws, the chunks
    /// given so far are incomplete.
    public static func render(
        template name: String, context: any TemplateObject, loader: TemplateLoader,
        filters: TemplateFilters = .standard, limits: Limits = Limits(), output: (String) -> Void
    ) throws(TemplateError) {
        guard let template = loader.template(named: name) else {
            throw TemplateError(
                .notFound,
                "no template \"\(name)\"; built-in templates are \(loader.builtins.keys.sorted().joined(separator: ", ")), "
                    + "anything else is read as a path", at: .start(of: name))
        }
        try withoutActuallyEscaping(output) { output throws(TemplateError) in
            var renderer = TemplateRenderer(
                loader: loader, filters: filters, limits: limits, root: context, sink: output)
            try renderer.render(template)
            output(String(decoding: renderer.output, as: UTF8.self))
        }
    }

    private init(
        loader: TemplateLoader, filters: TemplateFilters, limits: Limits, root: any TemplateObject,
        sink: @escaping (String) -> Void
    ) {
        self.loader = loader
        self.filters = filters
        self.limits = limits
        self.root = root
        self.sink = sink
        output.reserveCapacity(Self.chunkSize + 4096)
    }

    private mutating func emit(_ text: String) {
        emitted += text.utf8.count
        output.append(contentsOf: text.utf8)
        if output.count >= Self.chunkSize {
            sink(String(decoding: output, as: UTF8.self))
            output.removeAll(keepingCapacity: true)
        }
    }

    private mutating func render(_ template: TemplateLoader.Template) throws(TemplateError) {
        let nodes: [TemplateNode]
        if let cached = parsed[template.identity] {
            nodes = cached
        } else {
            nodes = try TemplateParser.parse(template.text, file: template.identity)
            parsed[template.identity] = nodes
        }
        try render(nodes, in: template)
    }

    private mutating func render(_ nodes: [TemplateNode], in template: TemplateLoader.Template) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                emit(text)
            case .output(let expression, let location):
                let value = try evaluate(expression)
                guard let text = value.rendered else {
                    throw TemplateError(
                        .typeError, "cannot print \(value.typeDescription); print one of its keys", at: location
                    )
                }
                emit(text)
            case .forLoop(let variable, let sequence, let body, let empty, let location):
                let value = try evaluate(sequence)
                let items: [TemplateValue]
                switch value {
                case .array(let array): items = array
                case .null: items = []
                default:
                    throw TemplateError(
                        .typeError, "{% for %} needs a list, not \(value.typeDescription)", at: location)
                }
                if items.isEmpty {
                    try render(empty, in: template)
                    continue
                }
                scopes.append(("forloop", .null))
                scopes.append((variable, .null))
                for (index, item) in items.enumerated() {
                    try step(at: location)
                    scopes[scopes.count - 2].value = .object(ForLoop(index: index, length: items.count))
                    scopes[scopes.count - 1].value = item
                    try render(body, in: template)
                }
                scopes.removeLast(2)
            case .conditional(let branches, let otherwise):
                var matched = false
                for branch in branches where try isTrue(branch.condition) {
                    try render(branch.body, in: template)
                    matched = true
                    break
                }
                if !matched { try render(otherwise, in: template) }
            case .include(let name, let location):
                guard let included = loader.included(name, from: template) else {
                    throw TemplateError(
                        .notFound, "cannot find the included template \"\(name)\"", at: location)
                }
                guard includeDepth < Self.maximumIncludeDepth else {
                    throw TemplateError(
                        .syntax, "includes nest deeper than \(Self.maximumIncludeDepth) levels (a cycle?)",
                        at: location)
                }
                try step(at: location)
                includeDepth += 1
                try render(included)
                includeDepth -= 1
            }
        }
    }

    /// Counts one loop iteration or include, and stops the render once it
    /// has done more than `limits` allow.
    private mutating func step(at location: SourceLocation) throws(TemplateError) {
        steps += 1
        if steps > limits.maximumSteps {
            throw TemplateError(
                .tooLarge,
                "rendering stopped after \(limits.maximumSteps) loop iterations and includes; do loops nest too deep?",
                at: location)
        }
        if emitted > limits.maximumOutputSize {
            throw TemplateError(
                .tooLarge, "rendering stopped: the output passed \(limits.maximumOutputSize) bytes",
                at: location)
        }
    }

    private func isTrue(_ condition: TemplateCondition) throws(TemplateError) -> Bool {
        switch condition {
        case .value(let expression): try evaluate(expression).isTruthy
        case .not(let inner): try !isTrue(inner)
        case .and(let lhs, let rhs): try isTrue(lhs) ? try isTrue(rhs) : false
        case .or(let lhs, let rhs): try isTrue(lhs) ? true : try isTrue(rhs)
        case .equal(let lhs, let rhs): try evaluate(lhs) == evaluate(rhs)
        case .notEqual(let lhs, let rhs): try evaluate(lhs) != evaluate(rhs)
        }
    }

    private func evaluate(_ expression: TemplateExpression) throws(TemplateError) -> TemplateValue {
        var value = try evaluate(expression.operand)
        for filter in expression.filters {
            guard let function = filters[filter.name] else {
                throw TemplateError(
                    .unknownFilter,
                    "unknown filter \"\(filter.name)\"\(Suggestion.didYouMean(filter.name, in: filters.names))",
                    at: filter.location)
            }
            var arguments: [TemplateValue] = []
            for argument in filter.arguments { arguments.append(try evaluate(argument)) }
            do {
                value = try function(value, arguments)
            } catch {
                throw TemplateError(.typeError, error.message, at: filter.location)
            }
        }
        return value
    }

    private func evaluate(_ operand: TemplateExpression.Operand) throws(TemplateError) -> TemplateValue {
        switch operand {
        case .string(let text): return .string(text)
        case .int(let number): return .int(number)
        case .bool(let value): return .bool(value)
        case .variable(let path, let location):
            var value = try lookup(path[0], at: location)
            for (index, key) in path.enumerated().dropFirst() {
                value = try member(key, of: value, path: path[..<index], at: location)
            }
            return value
        }
    }

    private func lookup(_ name: String, at location: SourceLocation) throws(TemplateError) -> TemplateValue {
        var index = scopes.count
        while index > 0 {
            index -= 1
            if scopes[index].name == name { return scopes[index].value }
        }
        if let value = root.templateValue(forKey: name) { return value }
        let candidates = root.templateKeys + scopes.map(\.name)
        throw TemplateError(
            .unknownVariable,
            "unknown variable \"\(name)\"\(Suggestion.didYouMean(name, in: candidates))", at: location)
    }

    /// `path` names `value` in messages; it is joined only for an error.
    private func member(_ key: String, of value: TemplateValue, path: ArraySlice<String>, at location: SourceLocation)
        throws(TemplateError) -> TemplateValue
    {
        switch value {
        case .object(let object):
            if let member = object.templateValue(forKey: key) { return member }
            throw TemplateError(
                .unknownVariable,
                "unknown variable \"\(path.joined(separator: ".")).\(key)\"\(Suggestion.didYouMean(key, in: object.templateKeys))",
                at: location)
        case .array(let items):
            switch key {
            case "count": return .int(items.count)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            default: break
            }
        default:
            break
        }
        throw TemplateError(
            .typeError,
            "\"\(path.joined(separator: "."))\" is \(value.typeDescription), which has no key \"\(key)\"", at: location)
    }
}

/// `forloop` inside `{% for %}`, as in Stencil: one immutable value an
/// iteration, so a context object is never shared while it changes.
final class ForLoop: KeyedTemplateObject {
    let index: Int
    let length: Int

    init(index: Int, length: Int) {
        self.index = index
        self.length = length
    }

    static let keyTable = TemplateKeyTable<ForLoop>([
        "first": { .bool($0.index == 0) },
        "last": { .bool($0.index == $0.length - 1) },
        "counter": { .int($0.index + 1) },
        "counter0": { .int($0.index) },
        "length": { .int($0.length) },
    ])
}
