import UIKit

/// Lists colors; tapping one unwinds to the share screen with `chooseColor`,
/// the unwind segue of the table's prototype cell.
final class ColorListViewController: UITableViewController {
    let colorNames = ["Red", "Green", "Blue"]
    var selectedColorName: String?

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        colorNames.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Color", for: indexPath)
        cell.textLabel?.text = colorNames[indexPath.row]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard case .chooseColor? = PreparedSegue(segue, sender: sender), let cell = sender as? UITableViewCell,
            let row = tableView.indexPath(for: cell)?.row
        else { return }
        selectedColorName = colorNames[row]
    }
}
