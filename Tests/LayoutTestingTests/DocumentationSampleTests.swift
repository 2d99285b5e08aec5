// The LayoutTesting articles' samples, verbatim (see LayoutAnchorsTests'
// DocumentationSampleTests for the convention: `// sample: FILE N` ... `// end sample`).

import LayoutAnchors
import LayoutTesting
import XCTest

final class LayoutTestingDocumentationSampleTests: XCTestCase {
    func testCheckingLayoutsSample() {
        // sample: CheckingLayouts.md 1
        let report = LayoutCheck.run(.allPhones) { environment in
            let window = environment.makeWindow()
            let controller = ViewController()
            window.rootViewController = controller
            let title = Label(text: "Settings")
            title.identifier = "title"
            title.font = .preferred(.largeTitle)
            title.numberOfLines = 0
            title.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(title)
            LayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
                title.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            ])
            return window
        }
        let summary = report.summary  // "iPhone SE portrait, XS, LTR: 0 findings", ... one line per environment
        // end sample
        // "Settings" at AX5 is 8 x 30 = 240 pt wide, less than the narrowest column
        // (375 - 2 x 16 = 343): nothing is cut anywhere.
        XCTAssertTrue(report.isClean, report.summary)
        XCTAssertEqual(report.environments.count, 72)
        XCTAssertEqual(summary.components(separatedBy: "\n").first, "iPhone SE portrait, XS, LTR: 0 findings")
    }
}
