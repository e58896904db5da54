/// A class of Apple's UI frameworks (UIKit, MapKit, WebKit, …) or the
/// runtime's `NSObject`, as its public headers declare it: the names only.
///
/// Most class chains of an app end in UIKit, and most keys Interface Builder
/// sets are UIKit's own (`view`, `tableView`, `delegate`, the
/// `gestureRecognizers` collection): a missing outlet or action is proven
/// only when every class up the chain is known, these included. The table
/// is data, written by `scripts/generate-framework-classes.py` from the
/// SDK's headers; a class it lacks leaves the chain unknown, and the checks
/// then make no claim.
public struct FrameworkClass: Sendable, Equatable {
    public var name: String
    /// Nil for a root class (`NSObject`).
    public var superclass: String?
    /// The names of its instance properties, read-only ones included (Key-Value
    /// Coding may still set those through the instance variable behind them,
    /// and a private setter is invisible in the headers): those of its
    /// categories and of the protocols it adopts as well.
    public var keys: Set<String>
    /// The selectors of its instance methods, its properties' accessors
    /// included (`title`, `setTitle:`), its categories' and its adopted
    /// protocols' (required or optional) included.
    public var selectors: Set<String>

    public init(name: String, superclass: String?, keys: Set<String>, selectors: Set<String>) {
        self.name = name
        self.superclass = superclass
        self.keys = keys
        self.selectors = selectors
    }

    /// The class of that Objective-C name, or nil when the table does not
    /// have it (a class of another framework, or the app's). Only its own
    /// entry of the table is read (`FrameworkClassLookup`).
    public static func named(_ name: String) -> FrameworkClass? {
        FrameworkClassLookup.entries[name].flatMap { parse(String(table[$0]))[name] }
    }

    /// Whether `name` is the name of a class of the table.
    public static func isKnown(_ name: String) -> Bool {
        FrameworkClassLookup.isKnown(name)
    }

    /// Reads the table's format: `@Name Superclass | keys… || selectors…`,
    /// whitespace-separated, `-` for no superclass.
    static func parse(_ text: String) -> [String: FrameworkClass] {
        enum Part { case superclass, keys, selectors }
        var classes: [String: FrameworkClass] = [:]
        var current: FrameworkClass?
        var part = Part.selectors
        func finish() {
            guard let done = current else { return }
            var complete = done
            for key in done.keys {
                complete.selectors.insert(key)
                complete.selectors.insert("set" + key.prefix(1).uppercased() + key.dropFirst() + ":")
            }
            classes[done.name] = complete
        }
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if token.first == "@" {
                finish()
                current = FrameworkClass(name: String(token.dropFirst()), superclass: nil, keys: [], selectors: [])
                part = .superclass
                continue
            }
            switch (part, token) {
            case (.superclass, _):
                current?.superclass = token == "-" ? nil : String(token)
                part = .keys
            case (_, "|"):
                part = .keys
            case (_, "||"):
                part = .selectors
            case (.keys, _):
                current?.keys.insert(String(token))
            case (.selectors, _):
                current?.selectors.insert(String(token))
            }
        }
        finish()
        return classes
    }
}
