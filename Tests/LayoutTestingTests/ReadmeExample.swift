import LayoutAnchors
import LayoutTestingXCTest
import XCTest

/// The screen under test: a name in large type in a vertically scrolling column.
final class ProfileViewController: ViewController {
    let scrollView = ScrollView()
    let nameLabel = Label(text: "Ada Lovelace, Countess of Lovelace")

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.identifier = "scroll"
        nameLabel.identifier = "name"
        nameLabel.font = .preferred(.title1)
        nameLabel.numberOfLines = 0
        for subview in [scrollView, nameLabel] { subview.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(scrollView)
        scrollView.addSubview(nameLabel)
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.widthAnchor.constraint(equalTo: frame.widthAnchor),
            nameLabel.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            nameLabel.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            nameLabel.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            nameLabel.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
        ])
    }
}

final class ProfileLayoutTests: XCTestCase {
    /// Every phone, both orientations, XS / L / AX5 text, LTR and RTL: no broken or ambiguous
    /// constraints, nothing clipped or off-screen, no truncated text, all content reachable.
    func testProfileOnEveryPhone() {
        assertLayout(matrix: .allPhones) { environment in
            let window = environment.makeWindow()
            window.rootViewController = ProfileViewController()
            return window
        }
    }

    /// Frames compared with __LayoutSnapshots__/testProfileSnapshots/<environment>.txt;
    /// run with LAYOUT_RECORD=1 to record them again after an intended change.
    func testProfileSnapshots() {
        assertLayoutSnapshot(matrix: .smoke) { environment in
            let window = environment.makeWindow()
            window.rootViewController = ProfileViewController()
            return window
        }
    }
}
