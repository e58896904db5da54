import SegueGenKit
import SegueGenSupport
import XCTest

/// What the scanner records of each dequeue and registration, in Swift and
/// Objective-C: the role, the value of a literal, and the enclosing class.
final class ReuseIdentifierScannerTests: XCTestCase {
    private func uses(_ file: String, _ text: String) -> [String] {
        var diagnostics = DiagnosticCollector()
        let document = Pipeline.read(InputFile(path: file, bytes: Array(text.utf8)), diagnostics: &diagnostics)
        return (document?.reuseIdentifierUses ?? []).map { use in
            let role: String =
                switch use.role {
                case .dequeuedCell(let kind, let own): "\(kind.rawValue)\(own ? "" : " (other)")"
                case .dequeuedSupplementaryView(let role, let own):
                    "supplementary \(role?.rawValue ?? "any")\(own ? "" : " (other)")"
                case .registered(let kind, _): "registered \(kind?.rawValue ?? "unknown")"
                }
            let place = "\(use.location.line):\(use.location.column)"
            return "\(place) \(role) \(use.value ?? "-") in \(use.enclosingClass ?? "-")"
        }
    }

    func testSwiftForms() {
        let text = """
            final class ListViewController: UITableViewController {
                func f(_ indexPath: IndexPath, other: ListViewController, kind: String) {
                    _ = self?.tableView.dequeueReusableCell(withIdentifier: "A", for: indexPath)
                    _ = other.tableView.dequeueReusableCell(withIdentifier: "B", for: indexPath)
                    _ = tableView.dequeueReusableCellWithIdentifier("C", forIndexPath: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: "D")
                    _ = collectionView.dequeueReusableCell(withReuseIdentifier: name, for: indexPath)
                    _ = collectionView.dequeueReusableSupplementaryView(
                        ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "E", for: indexPath)
                    collectionView.register(UINib(nibName: "F", bundle: nil), forCellWithReuseIdentifier: "F")
                    collectionView.register(
                        G.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "G")
                    tableView.register(H.self, forHeaderFooterViewReuseIdentifier: "H")
                    tableView.register(I.self)
                    UserDefaults.standard.register(defaults: [:])
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "J", using: nil) { _ in }
                }
                func registerCells(in tableView: UITableView) {}
                struct Helper { func f() { table.register(K.self, forCellReuseIdentifier: "K") } }
            }
            """
        XCTAssertEqual(
            uses("List.swift", text),
            [
                "3:65 tableView A in ListViewController",
                "4:65 tableView (other) B in ListViewController",
                "5:57 tableView C in ListViewController",
                "7:69 collectionView - in ListViewController",
                "9:85 supplementary sectionFooter E in ListViewController",
                "10:95 registered collectionView F in ListViewController",
                "12:76 registered collectionView G in ListViewController",
                "14:19 registered unknown - in ListViewController",
                "19:79 registered tableView K in Helper",
            ])
    }

    func testObjectiveCForms() {
        let text = """
            @implementation GalleryViewController
            - (void)f:(NSIndexPath *)indexPath {
                [self.collectionView dequeueReusableCellWithReuseIdentifier:@"A" forIndexPath:indexPath];
                [[self tableView] dequeueReusableCellWithIdentifier:@"B" forIndexPath:indexPath];
                [tableView dequeueReusableCellWithIdentifier:@"C"];
                [collectionView dequeueReusableSupplementaryViewOfKind:UICollectionElementKindSectionHeader
                    withReuseIdentifier:@"D" forIndexPath:indexPath];
                [self.tableView registerNib:[UINib nibWithNibName:@"E" bundle:nil] forCellReuseIdentifier:@"E"];
                [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kCell];
                [NSURLProtocol registerClass:[Protocol class]];
            }
            @end
            """
        XCTAssertEqual(
            uses("Gallery.m", text),
            [
                "3:65 collectionView A in GalleryViewController",
                "4:57 tableView (other) B in GalleryViewController",
                "7:29 supplementary sectionHeader D in GalleryViewController",
                "8:95 registered tableView E in GalleryViewController",
                "9:82 registered tableView - in GalleryViewController",
            ])
    }
}
