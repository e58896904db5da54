import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The calls in app code that navigate where the storyboards cannot show
/// it (`NavigationCall`), in Swift and Objective-C: what the navigation
/// checks must not claim to know.
final class NavigationCallScannerTests: XCTestCase {
    /// `action line type` for each call found in one file.
    private func calls(_ source: String, file: String = "App/V.swift") -> [String] {
        var diagnostics = DiagnosticCollector()
        let document = Pipeline.read(InputFile(path: file, bytes: Array(source.utf8)), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.sorted, [])
        return (document?.navigationCalls ?? []).map { call in
            let action =
                switch call.action {
                case .performsAnySegue(let onSelf): onSelf ? "performsAny" : "performsAny(other)"
                case .performsTypedSegue(let caseName, let onSelf): "performs .\(caseName)\(onSelf ? "" : "(other)")"
                case .instantiatesAnyScene: "instantiatesAny"
                case .instantiatesInitialScene: "instantiatesInitial"
                case .instantiatesTypedScene(let storyboard, let member): "instantiates \(storyboard).\(member)"
                case .opensAnyStoryboard: "opensAny"
                case .installsChildren(let onSelf): onSelf ? "installs" : "installs(other)"
                case .instantiatesWithCreator(let argument):
                    "instantiatesWithCreator(\(argument.line):\(argument.column))"
                case .setsControlState(let property, let onSelf, _, let makesOperable):
                    "sets \(property)\(onSelf ? "" : "(other)")\(makesOperable ? " operable" : "")"
                }
            return "\(action) \(call.location.line) \(call.enclosingClass ?? "-")"
        }
    }

    func testSwiftCalls() {
        let source = """
            final class MenuViewController: UIViewController {
                var name = "detail"
                func go(_ board: UIStoryboard) {
                    performSegue(withIdentifier: name, sender: nil)
                    navigationController?.performSegue(withIdentifier: name, sender: nil)
                    performSegue(.showDetail)
                    _ = board.instantiateViewController(withIdentifier: name)
                    _ = board.instantiateViewController(identifier: name) { coder in nil }
                    _ = storyboard?.instantiateInitialViewController()
                    _ = board.instantiateInitialViewController { coder in nil }
                    _ = UIStoryboard(name: name, bundle: nil)
                    _ = StoryboardScene.Main.profile.instantiate()
                    _ = StoryboardScene.Settings.initialScene.instantiate()
                    _ = StoryboardScene.Onboarding.storyboard.instantiateInitialViewController()
                    addChild(UIViewController())
                    tabs.viewControllers = []
                    tabs.setViewControllers([], animated: false)
                }
            }
            """
        XCTAssertEqual(
            calls(source),
            [
                "performsAny 4 MenuViewController", "performsAny(other) 5 MenuViewController",
                "performs .showDetail 6 MenuViewController", "instantiatesAny 7 MenuViewController",
                "instantiatesWithCreator(8:57) 8 MenuViewController", "instantiatesInitial 9 MenuViewController",
                "instantiatesInitial 10 MenuViewController", "opensAny 11 MenuViewController",
                "instantiates Main.profile 12 MenuViewController",
                "instantiates Settings.initialScene 13 MenuViewController",
                "instantiates Onboarding.initialScene 14 MenuViewController", "installs 15 MenuViewController",
                "installs(other) 16 MenuViewController", "installs(other) 17 MenuViewController",
            ])
    }

    /// Literal arguments are literal uses, not calls: the literal says
    /// which segue, scene or storyboard.
    func testLiteralArgumentsAreNoCalls() {
        let source = """
            final class MenuViewController: UIViewController {
                func go() {
                    performSegue(withIdentifier: "detail", sender: nil)
                    _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "profile")
                }
            }
            """
        XCTAssertEqual(calls(source), [])
    }

    /// A helper type that is no class is named as the calls' owner: it is
    /// the likely presenter a warning names.
    func testAHelperStructOwnsItsCalls() {
        let source = """
            struct GamesRouter {
                static func make(_ board: UIStoryboard) -> UIViewController? { board.instantiateInitialViewController() }
            }
            enum Screens {
                static func child(of parent: UIViewController) { parent.addChild(UIViewController()) }
            }
            """
        XCTAssertEqual(calls(source), ["instantiatesInitial 2 GamesRouter", "installs(other) 5 Screens"])
    }

    /// iOS 13's `instantiateViewController(identifier:creator:)`, with a
    /// trailing block or a `creator:` argument, is told from the plain
    /// call, literal or not; `identifier:` without a block, or with
    /// `creator: nil`, is plain.
    func testCreatorBlocksAreToldFromPlainInstantiation() {
        let source = """
            final class Coordinator {
                func go(_ board: UIStoryboard) {
                    _ = board.instantiateViewController(identifier: "Pick") { coder in Pick(coder: coder) }
                    _ = board.instantiateViewController(identifier: "Pick", creator: { Pick(coder: $0) })
                    _ = board.instantiateViewController(identifier: "Pick")
                    _ = board.instantiateViewController(withIdentifier: "Pick")
                    _ = board.instantiateViewController(identifier: "Pick", creator: nil)
                }
            }
            """
        XCTAssertEqual(
            calls(source),
            ["instantiatesWithCreator(3:57) 3 Coordinator", "instantiatesWithCreator(4:57) 4 Coordinator"])
    }

    /// Code that enables, disables, shows or hides the object of a
    /// property, in both languages; a comparison, `self`, a declaration, a
    /// parameter or local of the same name are not. A literal that only
    /// enables or shows (`isEnabled = true`, `setHidden:NO`) makes the
    /// control operable outside a condition, and is nothing inside one (an
    /// `if`, a `switch`, after a `guard`; a closure in a condition is none).
    func testControlStateAssignmentsNameTheProperty() {
        let swift = """
            final class Cell: UITableViewCell {
                var isEnabled = true
                func configure(_ cell: Cell) {
                    cell.text1.isEnabled = false
                    text2?.isHidden = true
                    self.slider.isUserInteractionEnabled = false
                    self.isHidden = false
                    if cell.text1.isEnabled == false {}
                }
                func update(with button: UIButton) {
                    button.isHidden = true
                    let field = UITextField()
                    field.isEnabled = false
                    self.button.isHidden = hidden
                    cell.text5.isEnabled = true
                    text6?.isHidden = false
                    text7.isUserInteractionEnabled = true && ready
                    run { [weak self] in self?.text8.isHidden = true }
                }
                func toggle() {
                    if list.contains(where: { $0 }) { text10.isHidden = false }
                    switch state { case .on: text11.isEnabled = true
                    default: break }
                    guard ready else { return }
                    text12.isEnabled = true
                }
            }
            """
        XCTAssertEqual(
            calls(swift),
            [
                "sets text1(other) 4 Cell", "sets text2 5 Cell", "sets slider 6 Cell", "sets button 14 Cell",
                "sets text5(other) operable 15 Cell", "sets text6 operable 16 Cell", "sets text7 17 Cell",
                "sets text8 18 Cell",
            ])
        let objectiveC = """
            @implementation Cell
            - (void)configure {
                [self.text1 setEnabled:NO];
                [_text2 setHidden:YES];
                self.text3.enabled = NO;
                self.text4.userInteractionEnabled = NO;
                self.hidden = NO;
                if (self.text1.enabled == NO) {}
                [self.text5 setEnabled:YES];
                self.text6.hidden = NO;
                [self.text7 setHidden:!visible];
                [c.text8 setHidden:YES];
            }
            - (void)update:(UIButton *)button {
                button.hidden = YES;
                UITextField *field = [UITextField new];
                [field setEnabled:NO];
                text9.hidden = YES;
            }
            - (void)busy {
                if (self.loading) doneButton.enabled = NO;
                [self log:(id)cancelButton];
                cancelButton.hidden = YES;
            }
            - (void)show {
                if (ready) { self.text10.hidden = NO; }
                self.text11.hidden = NO;
            }
            @end
            """
        XCTAssertEqual(
            calls(objectiveC, file: "App/Cell.m"),
            [
                "sets text1 3 Cell", "sets text2 4 Cell", "sets text3 5 Cell", "sets text4 6 Cell",
                "sets text5 operable 9 Cell", "sets text6 operable 10 Cell", "sets text7 11 Cell",
                "sets text8(other) 12 Cell", "sets text9 18 Cell", "sets doneButton 21 Cell",
                "sets cancelButton 23 Cell", "sets text11 operable 27 Cell",
            ])
    }

    func testObjectiveCCalls() {
        let source = """
            @implementation MenuViewController
            - (void)go:(NSString *)name {
                [self performSegueWithIdentifier:name sender:nil];
                [self.storyboard instantiateViewControllerWithIdentifier:name];
                [[UIStoryboard storyboardWithName:name bundle:nil] instantiateInitialViewController];
                [self addChildViewController:[UIViewController new]];
                [tabs setViewControllers:@[] animated:NO];
            }
            @end
            """
        XCTAssertEqual(
            calls(source, file: "App/Menu.m"),
            [
                "performsAny 3 MenuViewController", "instantiatesAny 4 MenuViewController",
                "opensAny 5 MenuViewController", "instantiatesInitial 5 MenuViewController",
                "installs 6 MenuViewController", "installs(other) 7 MenuViewController",
            ])
    }
}
