import SegueGenSupport

/// A XIB of the run that holds one cell, or one collection view's reusable
/// view, and nothing else at its top level but its placeholders: what code
/// registers with a table or collection view by its nib
/// (`register(_:forCellReuseIdentifier:)`), and what the typed nib cells
/// are generated from. UIKit throws when such a nib holds anything else at
/// its top level, or when its cell's own reuse identifier differs from the
/// one it is registered under; so the generated `register` uses the nib's.
public struct ReusableNib: Sendable, Equatable {
    /// What the XIB's one object is, by its element, which says which
    /// views can register it. A table's header or footer view
    /// (`tableViewHeaderFooterView`) is none: UIKit dequeues it optionally,
    /// by a call of its own, which the typed cells do not cover.
    public enum Kind: String, Sendable, CaseIterable {
        case tableViewCell, collectionViewCell, collectionReusableView
    }

    /// The name `UINib(nibName:bundle:)` takes: the file name without its
    /// folders (a group, or a `Base.lproj` localization) and `.xib`.
    public var nibName: String
    public var kind: Kind
    /// The class UIKit makes: the custom class, else UIKit's of the kind.
    public var viewClass: TypeReference
    /// The nib's own reuse identifier, or the nib name when it has none: a
    /// nib without one can be registered under any, and takes the one it
    /// is registered under.
    public var reuseIdentifier: String
    /// The XIB, for messages; the first in path order of its copies.
    public var file: String

    /// The reusable nibs of `files`, one for each nib name, sorted by it.
    /// A XIB that holds anything else gives none, and so does a nib name
    /// whose copies (localizations) disagree on the kind, class or reuse
    /// identifier: which copy UIKit loads depends on the device's language.
    public static func collect(from files: [InterfaceFile]) -> [ReusableNib] {
        var byName: [String: [ReusableNib]] = [:]
        for file in files where file.kind == .xib {
            guard let nib = ReusableNib(file) else { continue }
            byName[nib.nibName, default: []].append(nib)
        }
        return byName.keys.sorted().compactMap { name in
            let copies = byName[name, default: []].sorted { $0.file < $1.file }
            guard let first = copies.first else { return nil }
            let agree = copies.allSatisfy {
                ($0.kind, $0.viewClass, $0.reuseIdentifier) == (first.kind, first.viewClass, first.reuseIdentifier)
            }
            return agree ? first : nil
        }
    }

    /// The XIB's one top-level object besides its placeholders, when that
    /// is a cell or a collection view's reusable view.
    private init?(_ file: InterfaceFile) {
        let objects = file.objects.filter { $0.isTopLevel && $0.placeholder == nil }
        // The element's UIKit class stands for it when no custom class is set.
        guard objects.count == 1, let object = objects.first, let kind = Kind(rawValue: object.element),
            let className = object.className
        else { return nil }
        nibName = StoryboardDefinition.defaultName(forFile: file.file)
        // A file named `.xib`: no member can spell an empty name.
        guard !nibName.isEmpty else { return nil }
        self.kind = kind
        viewClass = TypeReference(name: className, module: object.customClass == nil ? nil : object.customModule)
        reuseIdentifier = object.reuseIdentifier.flatMap { $0.isEmpty ? nil : $0 } ?? nibName
        self.file = file.file
    }
}
