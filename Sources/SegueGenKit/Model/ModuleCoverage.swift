/// Whether the run holds all the code of its own module, the one the
/// target compiles into: what decides if a class the target's module lacks
/// is a proof (SG242) or only what the run saw.
///
/// No module the target links, read or not, can put a class into the
/// target's own module: a pod, a binary framework or a package compiles
/// into a module of its own. So once the run has read every source file
/// the target compiles, and no build step writes more, a class the
/// storyboard places in that module and no file declares is not there.
public enum ModuleCoverage: Sendable, Equatable {
    /// The run read every Swift and Objective-C file of the target's
    /// Compile Sources phase and synchronized folders, and no build step
    /// writes code into the module.
    case complete
    /// What the run may lack of the module, as a message continues
    /// ("…, and the run does not have …").
    case partial(String)

    /// A run of files or folders, not of an Xcode project's target: which
    /// files its module compiles is not known.
    case notATarget
    /// A run of a folder whose targets a project generator's manifest
    /// describes (`describedBy`, Tuist's `Project.swift`), which the run
    /// could not read: its files may be several targets', each in a
    /// bundle and a module of its own.
    case severalTargets(describedBy: String)
}
