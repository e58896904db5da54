import SegueGenSupport

/// What a manifest says about a view-controller class that no storyboard can
/// say: which unwind actions it implements, which segues it performs with
/// a typed sender, and whether it confirms before it is left.
public struct ClassDeclaration: Sendable, Equatable {
    public struct UnwindAction: Sendable, Equatable {
        public var selector: String
        public var location: SourceLocation
    }

    public struct Sender: Sendable, Equatable {
        /// The segue identifier.
        public var identifier: String
        /// The Swift type of the sender passed to `performSegue`.
        public var type: String
        public var location: SourceLocation
    }

    public var name: String
    public var unwindActions: [UnwindAction]
    /// Whether the actions the app's code shows for this class count too.
    /// A declaration adds to the code unless it says `unwindActionsFromCode:
    /// false`, so that typing a sender never hides what the code implements.
    public var unwindActionsFromCode: Bool
    public var senders: [Sender]
    /// Where `confirmsLeaving: true` is written; nil when the class does not
    /// confirm before it is left.
    public var confirmsLeaving: SourceLocation?
    public var location: SourceLocation

    public init(
        name: String, unwindActions: [UnwindAction], unwindActionsFromCode: Bool, senders: [Sender],
        confirmsLeaving: SourceLocation?, location: SourceLocation
    ) {
        self.name = name
        self.unwindActions = unwindActions
        self.unwindActionsFromCode = unwindActionsFromCode
        self.senders = senders
        self.confirmsLeaving = confirmsLeaving
        self.location = location
    }
}

extension ClassDeclaration {
    /// Every fact a class declaration holds, as `Segue.Fact` lists a
    /// segue's.
    public enum Fact: String, CaseIterable, Sendable {
        case name, unwindActions, unwindActionsFromCode, senders, confirmsLeaving
    }
}
