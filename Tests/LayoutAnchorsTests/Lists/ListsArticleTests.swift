import LayoutAnchors
import XCTest

/// The "Lists" article's samples, compiled verbatim (ArticleSampleCheckTests compares them),
/// and its heights checked as the article states them.
final class ListsArticleTests: XCTestCase {
    func testArticleSamples() {
        // sample: Lists.md 1
        final class MessageCell: TableViewCell {
            let body = Label()
            required init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                body.numberOfLines = 0
                body.font = .preferredFont(forTextStyle: .body)
                body.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(body)
                LayoutConstraint.activate([
                    body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                    body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
                ])
            }
        }
        // end sample
        // sample: Lists.md 2
        final class Messages: TableViewDataSource {
            var texts: [String] = []
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
                (cell as? MessageCell)?.body.text = texts[indexPath.row]
                return cell
            }
        }
        // end sample
        let messages = Messages()
        messages.texts = ["Hello", "See you"]
        // sample: Lists.md 3
        let window = Window(size: Size(width: 390, height: 844), contentSizeCategory: .large)
        let table = TableView(frame: window.bounds)
        table.register(MessageCell.self, forCellReuseIdentifier: "message")
        table.dataSource = messages  // held weakly, as in UIKit: keep `messages` alive
        window.addSubview(table)
        window.layoutIfNeeded()
        // end sample
        // sample: Lists.md 4
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 43)
        XCTAssertTrue(table.layoutIssues.isEmpty)
        // end sample
        _ = window
    }

    func testArticleHeightsAtTheLargestTextSize() {
        // AX3 (body 40 pt): 11 + 48 + 11 = 70, + 0.5 separator = 70.5, as the article says.
        final class Cell: TableViewCell {
            let body = Label()
            required init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                body.numberOfLines = 0
                body.font = .preferredFont(forTextStyle: .body)
                body.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(body)
                LayoutConstraint.activate([
                    body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                    body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
                ])
            }
        }
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
                (cell as? Cell)?.body.text = "Hello"
                return cell
            }
        }
        let source = Source()
        let window = Window(size: Size(width: 390, height: 844), contentSizeCategory: .accessibilityExtraLarge)
        let table = TableView(frame: window.bounds)
        table.register(Cell.self, forCellReuseIdentifier: "message")
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 70.5)
    }
}
