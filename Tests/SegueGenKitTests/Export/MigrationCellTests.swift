import SegueGenKit
import SegueGenSupport
import XCTest

/// Which forced-cast dequeues `migrate` rewrites to the typed cells'
/// `dequeue(_:from:for:)`, and why it leaves the others.
final class MigrationCellTests: XCTestCase {
    /// ListViewController: "Cell" (ListCell) and "Detail"; Gallery: "Photo",
    /// a section header "Header" and footer "Footer";
    /// ChildListViewController: "Child".
    private let storyboard = ReuseIdentifierCheckTests.storyboard

    private func plan(
        _ swift: String, names: [GeneratedName: String] = [:], moduleName: String? = nil
    ) throws -> Migration.Plan {
        let source = InputFile(path: "App/A.swift", bytes: Array(swift.utf8))
        var diagnostics = DiagnosticCollector()
        let project = try XCTUnwrap(
            Pipeline.load(
                [InputFile(path: storyboard.0, bytes: Array(storyboard.1.utf8)), source], checks: .everything,
                names: names,
                diagnostics: &diagnostics))
        let document = Pipeline.read(source, diagnostics: &diagnostics)
        return Migration.plan(
            document?.literalUses ?? [], cells: document?.reuseIdentifierUses ?? [], in: project,
            moduleName: moduleName
        ).tidied(in: source.bytes, file: source.path)
    }

    /// The file once the plan's rewrites and removals are applied, and the
    /// reasons of what it declined.
    private func migrated(_ swift: String, names: [GeneratedName: String] = [:], moduleName: String? = nil)
        throws -> (text: String, declined: [String])
    {
        let plan = try plan(swift, names: names, moduleName: moduleName)
        let bytes = Migration.apply(plan.edits + plan.removals, to: Array(swift.utf8))
        return (String(decoding: bytes, as: UTF8.self), plan.declined.map(\.reason))
    }

    private let otherClasses = """
        class ListCell: UITableViewCell {}
        class ChildListViewController: BaseListViewController {}
        class GalleryViewController: UICollectionViewController {}

        """

    /// `body` as a method of ListViewController.
    private func list(_ body: String) -> String {
        """
        class ListViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        \(body)
            }
        }

        """ + otherClasses
    }

    func testATableCellDequeueBecomesTheTypedCall() throws {
        let result = try migrated(
            list(
                """
                        if indexPath.row == 0 {
                            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! ListCell
                            return cell
                        }
                        return self.tableView!.dequeueReusableCell(
                            withIdentifier: "Detail", for: IndexPath(row: 0, section: 0)) as! UITableViewCell
                """))
        XCTAssertEqual(result.declined, [])
        XCTAssertEqual(
            result.text,
            list(
                """
                        if indexPath.row == 0 {
                            let cell = dequeue(ReuseIdentifier.cell, from: tableView, for: indexPath)
                            return cell
                        }
                        return dequeue(ReuseIdentifier.detail, from: self.tableView!, for: IndexPath(row: 0, section: 0))
                """))
    }

    func testCollectionCellsAndNamedSectionViewsBecomeTypedCalls() throws {
        let gallery = """
            class GalleryViewController: UICollectionViewController {
                func cell(_ collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
                    indexPath.item == 0 ? collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! UICollectionViewCell : UICollectionViewCell()
                }
                func header(at indexPath: IndexPath) -> UICollectionReusableView {
                    collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header", for: indexPath) as! UICollectionReusableView
                }
                func footer(at indexPath: IndexPath) -> UICollectionReusableView {
                    collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionElementKindSectionFooter, withReuseIdentifier: "Footer", for: indexPath) as! UICollectionReusableView
                }
            }

            """
        let result = try migrated(gallery)
        XCTAssertEqual(result.declined, [])
        XCTAssertEqual(
            result.text.split(separator: "\n").filter { $0.contains("dequeue") },
            [
                "        indexPath.item == 0 ? dequeue(ReuseIdentifier.photo, from: collectionView, for: indexPath) "
                    + ": UICollectionViewCell()",
                "        dequeue(ReuseIdentifier.header, from: collectionView, for: indexPath)",
                "        dequeue(ReuseIdentifier.footer, from: collectionView, for: indexPath)",
            ])
    }

    /// The force_cast exemption the instantiate rewrite removes goes with
    /// a dequeue's cast too; one that other code on the line still needs
    /// stays.
    func testTheCastExemptionTheRewriteLeavesIsRemoved() throws {
        let result = try migrated(
            list(
                """
                        // swiftlint:disable:next force_cast
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! ListCell
                        let other = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! ListCell // swiftlint:disable:this force_cast
                        // swiftlint:disable:next force_cast
                        let kept = (tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! ListCell) as! UITableViewCell
                        return cell ?? other ?? kept
                """))
        XCTAssertEqual(
            result.text,
            list(
                """
                        let cell = dequeue(ReuseIdentifier.cell, from: tableView, for: indexPath)
                        let other = dequeue(ReuseIdentifier.cell, from: tableView, for: indexPath)
                        // swiftlint:disable:next force_cast
                        let kept = (dequeue(ReuseIdentifier.cell, from: tableView, for: indexPath)) as! UITableViewCell
                        return cell ?? other ?? kept
                """))
    }

    /// Each use the typed call could change, or could not be made in, is
    /// left with the reason.
    func testWhatCouldChangeIsDeclinedWithTheReason() throws {
        let cases: [(String, String)] = [
            (
                "return items.tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath) as! ListCell",
                "the view is not one of the class's own"
            ),
            (
                "return tableView?.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath) as! ListCell",
                "the view is not one of the class's own"
            ),
            (
                "return spare ?? base + tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath) as! ListCell",
                "the view is not one of the class's own"
            ),
            (
                "return tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath)",
                "no `as! T` right after the call"
            ),
            (
                "return (tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath)) as! ListCell",
                "no `as! T` right after the call"
            ),
            (
                "return tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath) as! ListCell?",
                "no `as! T` right after the call"
            ),
            (
                "return tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath) as? ListCell ?? ListCell()",
                "the cast is `as?`"
            ),
            (
                "return tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath) as! OtherCell",
                "the prototype's class is ListCell, not OtherCell; the typed call would change the type"
            ),
            (
                "return tableView.dequeueReusableCell(withIdentifier: \"Child\", for: indexPath) as! UITableViewCell",
                "ListViewController has no typed reuse identifier \"Child\" for a table view cell"
            ),
            (
                "return tableView.dequeueReusableCell(withIdentifier: name, for: indexPath) as! ListCell",
                "the reuse identifier is not known exactly"
            ),
            (
                "return [1].map { _ in tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath) as! ListCell }[0]",
                "the call is not directly in an instance method of ListViewController"
            ),
        ]
        for (body, reason) in cases {
            let code = list("        " + body)
            let result = try migrated(code)
            XCTAssertEqual(result.text, code, body)
            XCTAssertEqual(result.declined.count, 1, body)
            XCTAssertTrue(result.declined.first?.hasPrefix(reason) == true, "\(body): \(result.declined)")
        }
    }

    /// A static method, an accessor, an escaping closure: the typed call,
    /// an instance method called without `self.`, would not compile.
    func testACallOutsideAnInstanceMethodIsDeclined() throws {
        let call = "tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath) as! ListCell"
        let places = [
            "static func make(_ tableView: UITableView, _ indexPath: IndexPath) -> ListCell { \(call) }",
            "class func make(_ tableView: UITableView, _ indexPath: IndexPath) -> ListCell { \(call) }",
            "var first: ListCell { let indexPath = IndexPath(); return \(call) }",
            "func later(_ indexPath: IndexPath) { DispatchQueue.main.async { _ = \(call) } }",
            "func later(_ indexPath: IndexPath) { UIView.animate(withDuration: 1, animations: { _ = \(call) }) }",
            "func outer(_ indexPath: IndexPath) { func inner() -> ListCell { \(call) } }",
            // The `while` ends the `repeat`; the closure is the next statement's.
            "func later(_ indexPath: IndexPath) {\n    repeat { n += 1 } while n < 3\n    "
                + "DispatchQueue.main.async { _ = \(call) }\n}",
        ]
        for place in places {
            let code = "class ListViewController: UITableViewController {\n    \(place)\n}\n" + otherClasses
            let result = try migrated(code)
            XCTAssertEqual(result.text, code, place)
            XCTAssertEqual(
                result.declined.map { $0.prefix(68) },
                ["the call is not directly in an instance method of ListViewController"], place)
        }
    }

    /// Blocks of statements, a `repeat … while` before them among them,
    /// leave the call in the method.
    func testACallInStatementBlocksIsRewritten() throws {
        let result = try migrated(
            list(
                """
                        var n = 0
                        repeat { n += 1 } while n < 3
                        do { try check() } catch { n = 0 }
                        for _ in 0..<n where n > 1 {
                            if #available(iOS 15, *) {
                                return tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! ListCell
                            }
                        }
                        return UITableViewCell()
                """))
        XCTAssertEqual(result.declined, [])
        XCTAssertTrue(result.text.contains("return dequeue(ReuseIdentifier.cell, from: tableView, for: indexPath)\n"))
    }

    /// A name the method declares hides the class's member of that name
    /// there, and a type it declares the prototype's class: the typed call
    /// would call, or return, something else.
    func testANameTheMethodDeclaresIsDeclined() throws {
        let call = "tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath) as! ListCell"
        let hidingMember = "a parameter, a local, a nested function or type), which hides the generated one"
        let hidingClass = "a generic parameter, a local type), so `ListCell` may be another class"
        let methods = [
            (
                "func a(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell {\n"
                    + "    let dequeue = { (id: String) in id }\n    _ = dequeue(\"x\")\n    return \(call)\n}",
                "`dequeue` (" + hidingMember
            ),
            (
                "func a(_ tableView: UITableView, _ indexPath: IndexPath, dequeue: Bool) -> UITableViewCell { \(call) }",
                "`dequeue` (" + hidingMember
            ),
            (
                "func a(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell {\n"
                    + "    let (ReuseIdentifier, _) = (1, 2)\n    return \(call)\n}",
                "`ReuseIdentifier` (" + hidingMember
            ),
            (
                "func a<ListCell: UITableViewCell>(_ tableView: UITableView, _ indexPath: IndexPath) -> ListCell "
                    + "{ \(call) }", "`ListCell` (" + hidingClass
            ),
            (
                "func a(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell {\n"
                    + "    typealias ListCell = UITableViewCell\n    return \(call)\n}", "`ListCell` (" + hidingClass
            ),
        ]
        for (method, reason) in methods {
            let code = "class ListViewController: UITableViewController {\n\(method)\n}\n" + otherClasses
            let result = try migrated(code)
            XCTAssertEqual(result.text, code, method)
            XCTAssertEqual(result.declined.count, 1, method)
            XCTAssertTrue(
                result.declined.first?.hasPrefix("the method declares its own " + reason) == true,
                "\(method): \(result.declined)")
        }
        // The typed calls and the class's name used, not declared.
        let used = try migrated(
            list(
                """
                        let cell: ListCell = dequeue(ReuseIdentifier.cell, from: tableView, for: indexPath)
                        return cell.isHidden ? cell : \(call)
                """))
        XCTAssertEqual(used.declined, [])
    }

    /// A base class whose own scenes hold no prototypes has no generated
    /// dequeue, even when it serves its subclasses' scenes; nor has a class
    /// with no scenes at all.
    func testAClassWithoutTypedCellsIsDeclinedSayingWhy() throws {
        let code = """
            class BaseListViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "Child", for: indexPath) as! UITableViewCell
                }
            }
            class PlainViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "Child", for: indexPath) as! UITableViewCell
                }
            }

            """ + otherClasses
        let result = try migrated(code)
        XCTAssertEqual(result.text, code)
        XCTAssertEqual(
            result.declined,
            [
                "BaseListViewController has no generated dequeue: the prototypes it serves are in its subclasses' "
                    + "scenes (ChildListViewController), whose typed identifiers it cannot name",
                "PlainViewController has no generated dequeue; no scene of its class holds prototypes",
            ])
    }

    /// In a class with a nested type of the prototype's class's name, the
    /// cast may name the nested type.
    func testACastToANameTheClassHidesIsDeclined() throws {
        let code = list(
            """
                    return tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! ListCell
            """
        ).replacingOccurrences(
            of: "UITableViewController {\n",
            with: "UITableViewController {\n    final class ListCell: UITableViewCell {}\n")
        let result = try migrated(code, moduleName: "App")
        XCTAssertEqual(result.text, code)
        XCTAssertEqual(
            result.declined,
            [
                "a type of ListViewController hides the prototype's class ListCell there, so `ListCell` may be "
                    + "another class; cast to the qualified name to have it rewritten"
            ])
        let qualified = try migrated(
            code.replacingOccurrences(of: "as! ListCell", with: "as! App.ListCell"), moduleName: "App")
        XCTAssertEqual(qualified.declined, [])
    }

    /// A header dequeued by the kind UIKit passes in (`kind`) may be a
    /// footer; the typed call would pass the header's own kind.
    func testASectionViewOfAComputedKindIsDeclined() throws {
        let code = """
            class GalleryViewController: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! UICollectionReusableView
                }
            }

            """
        let result = try migrated(code)
        XCTAssertEqual(result.text, code)
        XCTAssertEqual(
            result.declined,
            [
                "the element kind is not UIKit's named section header or footer kind; the typed call passes its "
                    + "identifier's own kind"
            ])
    }

    /// The names `seguegen.yaml` chooses, or a clash renames, are the ones
    /// the rewrite writes; a module-qualified cast names the same class.
    func testTheRewriteWritesTheGeneratedNames() throws {
        let body = """
                    return tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! App.ListCell
            """
        let chosen = try migrated(list(body), names: [.dequeue: "cell", .reuseIdentifier: "Cells"], moduleName: "App")
        XCTAssertEqual(chosen.declined, [])
        XCTAssertTrue(
            chosen.text.contains("return cell(Cells.cell, from: tableView, for: indexPath)\n"), chosen.text)

        let clashing = list(body).replacingOccurrences(
            of: "class ListCell",
            with: "extension ListViewController {\n    enum ReuseIdentifier {}\n"
                + "    func dequeue(_ id: Int, from tableView: UITableView, for indexPath: IndexPath) {}\n}\n"
                + "class ListCell")
        let renamed = try migrated(clashing, moduleName: "App")
        XCTAssertEqual(renamed.declined, [])
        XCTAssertTrue(
            renamed.text.contains(
                "return segueGenDequeue(SegueGenReuseIdentifier.cell, from: tableView, for: indexPath)\n"),
            renamed.text)
    }

    /// A dequeue without `for:` returns nil for an unknown identifier; it
    /// is no typed call's, and is left without a note. Objective-C is never
    /// rewritten.
    func testWhatIsNoTypedCallIsLeftWithoutANote() throws {
        let code = list(
            """
                    return tableView.dequeueReusableCell(withIdentifier: "Cell") as! ListCell
            """)
        let result = try migrated(code)
        XCTAssertEqual(result.text, code)
        XCTAssertEqual(result.declined, [])

        var diagnostics = DiagnosticCollector()
        let objectiveC = Pipeline.read(
            InputFile(
                path: "App/L.m",
                bytes: Array(
                    """
                    @implementation ListViewController
                    - (UITableViewCell *)cell:(NSIndexPath *)indexPath {
                        return (ListCell *)[tableView dequeueReusableCellWithIdentifier:@"Cell" forIndexPath:indexPath];
                    }
                    @end

                    """.utf8)), diagnostics: &diagnostics)
        let uses = try XCTUnwrap(objectiveC?.reuseIdentifierUses)
        XCTAssertEqual(uses.count, 1)
        XCTAssertEqual(uses.map(\.spans), [nil])
    }

    /// A dequeue through a constant of one known value is rewritten like a
    /// literal's (the rewrite replaces the call, whatever names the
    /// identifier), and a constant it leaves unused is listed, never
    /// deleted; one that may hold another value is declined.
    func testADequeueThroughAConstantIsRewrittenAndTheUnusedConstantListed() throws {
        let constants = InputFile(
            path: "App/K.swift",
            bytes: Array(
                """
                enum Cells {
                    static let cell = "Cell"
                    static var spare = "Detail"
                }
                enum Kind: String {
                    case detail = "Detail"
                }

                """.utf8))
        let code = list(
            """
                    if indexPath.row == 0 {
                        return tableView.dequeueReusableCell(withIdentifier: Cells.cell, for: indexPath) as! ListCell
                    }
                    if indexPath.row == 1 {
                        return tableView.dequeueReusableCell(withIdentifier: Cells.spare, for: indexPath) as! UITableViewCell
                    }
                    return tableView.dequeueReusableCell(withIdentifier: Kind.detail.rawValue, for: indexPath) as! UITableViewCell
            """)
        let source = InputFile(path: "App/A.swift", bytes: Array(code.utf8))
        var diagnostics = DiagnosticCollector()
        let run = try XCTUnwrap(
            Pipeline.load(
                [InputFile(path: storyboard.0, bytes: Array(storyboard.1.utf8)), constants, source],
                checks: .everything,
                diagnostics: &diagnostics))
        let project = run.project
        let plan = Migration.plan(
            [], cells: project.reuseIdentifierUses.filter { $0.location.file == source.path }, in: run)
        XCTAssertEqual(
            plan.edits.map(\.replacement),
            [
                "dequeue(ReuseIdentifier.cell, from: tableView, for: indexPath)",
                "dequeue(ReuseIdentifier.detail, from: tableView, for: indexPath)",
            ])
        XCTAssertEqual(plan.declined.map(\.reason), ["the reuse identifier is not known exactly"])
        let leftovers = Migration.leftoverConstants(
            after: [source.path: plan], uses: project.literalUses, cells: project.reuseIdentifierUses,
            sources: [constants, source].map { ($0.path, $0.bytes) })
        XCTAssertEqual(
            leftovers.map(\.description),
            [
                "App/K.swift:2:16: Cells.cell is used nowhere else once the uses are rewritten; remove it if no "
                    + "other code reads it",
                "App/K.swift:6:10: Kind.detail.rawValue is used nowhere else once the uses are rewritten; remove it "
                    + "if no other code reads it",
            ])
    }
}
