import LayoutAnchors
import XCTest

/// The self-sizing cell of the "Lists" article, checked as the article states it.
final class ListsArticleTests: XCTestCase {
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

    final class Messages: TableViewDataSource {
        var texts: [String] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            (cell as? MessageCell)?.body.text = texts[indexPath.row]
            return cell
        }
    }

    func testArticleHeights() {
        // .large: 11 + 20.4 + 11 = 42.4 -> 42.5, + 0.5 = 43; AX3: 11 + 48 + 11 + 0.5 = 70.5.
        for (category, height) in [(ContentSizeCategory.large, 43.0), (.accessibilityExtraLarge, 70.5)] {
            let messages = Messages()
            messages.texts = ["Hello", "See you"]
            let window = Window(size: Size(width: 390, height: 844), contentSizeCategory: category)
            let table = TableView(frame: window.bounds)
            table.register(MessageCell.self, forCellReuseIdentifier: "message")
            table.dataSource = messages
            window.addSubview(table)
            window.layoutIfNeeded()
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, height, "\(category)")
            XCTAssertTrue(table.layoutIssues.isEmpty)
        }
    }
}
