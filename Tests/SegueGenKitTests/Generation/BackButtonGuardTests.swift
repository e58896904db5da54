import Foundation
import TestSupport
import XCTest

/// The back button's guard works whatever UIKit does inside: a subclass's
/// `navigationBar(_:shouldPop:)` replaces UIKit's private one, and whether
/// answering `true` still pops the view controller is not documented. So a
/// guarded tap is always answered `false`, and leaving pops in code, which
/// the guard lets through (docs/LeaveGuard.md).
final class BackButtonGuardTests: TemporaryFolderTestCase {
    /// The generated method's body, and the declarations of the leave
    /// decision and the pending departure it uses, from
    /// `ConfirmBeforeLeaving`'s output.
    private func generatedParts() throws -> (body: String, declarations: String) {
        let (code, _) = try GenerationCase.named("ConfirmBeforeLeaving").generate()
        let lines = try XCTUnwrap(code).components(separatedBy: "\n")
        func block(from start: (String) -> Bool, to end: String) throws -> ArraySlice<String> {
            let first = try XCTUnwrap(lines.firstIndex(where: start))
            return lines[first...(try XCTUnwrap(lines[first...].firstIndex { $0 == end }))]
        }
        let method = try block(
            from: { $0.contains("func navigationBar(_ navigationBar: UIKit.UINavigationBar") }, to: "    }")
        let declarations =
            try block(from: { $0.hasPrefix("enum LeaveDecision") }, to: "}")
            + block(from: { $0.contains("final class PendingDeparture") }, to: "}")
        return (method.dropFirst().dropLast().joined(separator: "\n"), declarations.joined(separator: "\n"))
    }

    /// The generated method, run: compiled into a program with plain
    /// stand-ins for the stack, the bar and the guarded view controller
    /// (UIKit's are not needed to run its logic), and each tap's answer,
    /// whether the guard was asked and how many pops followed compared.
    func testAGuardedTapIsRefusedAndLeavingPopsInCode() throws {
        let swiftc = try XCTUnwrap(SwiftTypeChecker.swiftc, "swiftc is not on the PATH")
        let (body, declarations) = try generatedParts()
        let program = """
            \(declarations)

            @MainActor protocol Guarded: AnyObject {
                func confirmLeavingByBack(later: PendingDeparture) -> LeaveDecision
            }
            final class NavigationItem {}
            final class NavigationBar { var items: [NavigationItem]?; init(_ count: Int) { items = (0..<count).map { _ in NavigationItem() } } }
            @MainActor final class Guard: Guarded {
                let decision: LeaveDecision
                var asked = 0
                var held: PendingDeparture?
                init(_ decision: LeaveDecision) { self.decision = decision }
                func confirmLeavingByBack(later: PendingDeparture) -> LeaveDecision {
                    asked += 1
                    held = later
                    return decision
                }
            }
            @MainActor final class Stack {
                var viewControllers: [Int]
                var guardedTop: (any Guarded)?
                var pops = 0
                init(_ count: Int, _ top: (any Guarded)?) { viewControllers = Array(0..<count); guardedTop = top }
                func popLater() -> PendingDeparture { PendingDeparture { [weak self] in self?.pops += 1 } }
                func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Swift.Bool {
            \(body)
                }
            }
            @main struct Run {
                @MainActor static func tap(_ name: String, stack: Int, bar: Int, _ top: Guard?) async {
                    let navigation = Stack(stack, top)
                    let answer = navigation.navigationBar(NavigationBar(bar), shouldPop: NavigationItem())
                    for _ in 0..<20 { await Task.yield() }
                    var line = "\\(name): \\(answer), asked \\(top?.asked ?? 0), pops \\(navigation.pops)"
                    if let held = top?.held, top?.decision == .stay {
                        held.proceed()
                        line += ", after proceed \\(navigation.pops)"
                    }
                    print(line)
                }
                @MainActor static func main() async {
                    await tap("unguarded", stack: 2, bar: 2, nil)
                    await tap("pop from code", stack: 1, bar: 2, Guard(.stay))
                    await tap("stay", stack: 2, bar: 2, Guard(.stay))
                    await tap("leave", stack: 2, bar: 2, Guard(.leave))
                }
            }

            """
        let source = folder.appendingPathComponent("main.swift")
        try program.write(to: source, atomically: true, encoding: .utf8)
        let executable = folder.appendingPathComponent("guard")
        let built = try ProcessRunner.run(
            swiftc, ["-parse-as-library", "-swift-version", "6", source.path, "-o", executable.path])
        XCTAssertEqual(built.status, 0, built.standardError + "\n" + program)
        let ran = try ProcessRunner.run(executable, [])
        XCTAssertEqual(ran.status, 0, ran.standardError)
        XCTAssertEqual(
            ran.standardOutput.split(separator: "\n"),
            [
                // Only the unguarded case (no guarded top, or a pop from
                // code, which has already shortened the stack) answers true.
                "unguarded: true, asked 0, pops 0",
                "pop from code: true, asked 0, pops 0",
                // A guarded tap is refused; staying pops nothing until the
                // held departure proceeds, once.
                "stay: false, asked 1, pops 0, after proceed 1",
                // Leaving is refused too, and pops in code, exactly once:
                // UIKit never pops on our answer.
                "leave: false, asked 1, pops 1",
            ])
    }
}
