import SegueGenSupport

/// Finds templates by name or path: the built-in ones shipped in
/// `Templates/Builtin/`, and files the user names. Reading the disk is injected, so
/// the engine stays a pure function of its inputs.
public struct TemplateLoader: Sendable {
    /// A template's identity (its name, or its path as given) and text.
    public struct Template: Sendable {
        public var identity: String
        public var text: String
        /// True for files, whose includes resolve next to them first.
        public var isFile: Bool
    }

    public let builtins: [String: String]
    private let readFile: @Sendable (String) -> String?

    public init(builtins: [String: String], readFile: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.builtins = builtins
        self.readFile = readFile
    }

    /// A built-in template by name (`segues`), or else a file by path.
    public func template(named nameOrPath: String) -> Template? {
        if let text = builtins[nameOrPath] { return Template(identity: nameOrPath, text: text, isFile: false) }
        return readFile(nameOrPath).map { Template(identity: nameOrPath, text: $0, isFile: true) }
    }

    /// The target of `{% include "name" %}` in `including`: a file beside an
    /// including file first, then a built-in template.
    func included(_ name: String, from including: Template) -> Template? {
        if including.isFile {
            let path = FilePath.resolve(name, besideFile: including.identity)
            if let text = readFile(path) { return Template(identity: path, text: text, isFile: true) }
        }
        return builtins[name].map { Template(identity: name, text: $0, isFile: false) }
    }
}
