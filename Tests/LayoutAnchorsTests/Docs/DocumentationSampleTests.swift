// Every Swift code sample of the DocC articles (Sources/*/*.docc/*.md), verbatim, so that the
// documentation cannot rot: each sample sits between `// sample: FILE N` and `// end sample`
// (N counts the file's ```swift blocks from 1; `import` lines are left out, the file
// imports the modules), followed by assertions of the values the article states, derived
// by hand. `ArticleSampleCheckTests` fails when an article's sample and its copy here differ.
// Samples that need other modules live in their own target's DocumentationSampleTests.swift
// with the same markers. Blocks indented without a fence (shell commands, UIKit code for
// comparison) are not compiled.
// This file is kept as `swift format` (with .swift-format) leaves it, and the articles' samples
// are written the same way, so that reformatting the tree never makes them differ.

import LayoutAnchors
import LayoutKernel
import XCTest

final class DocumentationSampleTests: XCTestCase {
    func testLayoutKernelOverview() throws {
        // sample: LayoutKernel.md 1
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), window = Variable("window")
        try solver.addEditVariable(window, strength: .strong)
        try solver.add(left == 16)
        try solver.add(left + width + 16 == window)
        try solver.add(width >= 100)
        try solver.suggestValue(390, for: window)
        solver.updateVariables()  // width.value == 358
        // end sample
        XCTAssertEqual(width.value, 358)  // 390 - 16 - 16
    }

    func testSolvingVariablesAndConstraints() throws {
        // sample: SolvingConstraints.md 1
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.add(left == 16)
        try solver.add(left + width == right)
        try solver.add(right == 390 - 16)
        solver.updateVariables()
        // left.value == 16, width.value == 358, right.value == 374
        // end sample
        XCTAssertEqual(left.value, 16)
        XCTAssertEqual(right.value, 374)  // 390 - 16
        XCTAssertEqual(width.value, 358)  // 374 - 16
    }

    func testSolvingStrengths() throws {
        // sample: SolvingConstraints.md 2
        let solver = Solver()
        let width = Variable("width")
        try solver.add(width <= 300)
        try solver.add((width == 400) | .strong)
        try solver.add((width == 100) | Strength(250, weight: 1000))
        solver.updateVariables()
        // width.value == 300: the required cap first, then strong beats any weight of weak
        // end sample
        XCTAssertEqual(width.value, 300)  // strong 400 capped at 300; weak 100 loses at any weight
    }

    func testSolvingEditVariables() throws {
        // sample: SolvingConstraints.md 3
        let solver = Solver()
        let window = Variable("window"), sidebar = Variable("sidebar")
        try solver.addEditVariable(window, strength: .strong)
        try solver.add(sidebar >= 200)
        try solver.add((sidebar == window * 0.3) | .medium)
        try solver.suggestValue(1000, for: window)
        solver.updateVariables()
        let wide = sidebar.value  // 300: 30% of 1000
        try solver.suggestValue(500, for: window)
        solver.updateVariables()
        let narrow = sidebar.value  // 200: 30% of 500 is 150, below the required minimum
        // end sample
        XCTAssertEqual(wide, 300)  // 0.3 * 1000
        XCTAssertEqual(narrow, 200)  // 0.3 * 500 = 150 < 200
        XCTAssertEqual(window.value, 500)
    }

    func testSolvingErrors() throws {
        // sample: SolvingConstraints.md 4
        let solver = Solver()
        let x = Variable("x")
        let low: Constraint = x <= 10
        let high: Constraint = x >= 20
        try solver.add(low)
        var broken: Constraint?
        var conflicting: [Constraint] = []
        do {
            try solver.add(high)
        } catch .unsatisfiableConstraint(let constraint, let conflicts) {
            broken = constraint  // high
            conflicting = conflicts  // [low]
        }
        // end sample
        XCTAssertTrue(broken === high)
        XCTAssertEqual(conflicting.count, 1)
        XCTAssertTrue(conflicting.first === low)
        XCTAssertFalse(solver.contains(high), "a failed add leaves the solver unchanged")
    }

    func testSolvingIncrementalChanges() throws {
        // sample: SolvingConstraints.md 5
        let solver = Solver()
        let height = Variable("height")
        let header: Constraint = height == 44
        try solver.add(header)
        try solver.setConstant(-60, for: header)
        solver.updateVariables()
        let tall = height.value  // 60
        let preference: Constraint = (height >= 100) | .weak
        try solver.add(preference)
        try solver.remove(header)
        try solver.setStrength(.strong, for: preference)
        solver.updateVariables()
        let preferred = height.value  // 100: only the preference is left
        // end sample
        XCTAssertEqual(tall, 60)  // height - 60 == 0
        XCTAssertEqual(preferred, 100)  // height >= 100 alone
    }

    func testGettingStarted() {
        // sample: GettingStarted.md 1
        let window = Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let scrollView = ScrollView(), content = View()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        scrollView.addSubview(content)
        let contentGuide = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
        ])
        window.layoutIfNeeded()
        let contentSize = scrollView.contentSize  // 390 x 2000
        let insets = scrollView.adjustedContentInset  // top 47, bottom 34: the safe area
        let offset = scrollView.contentOffset  // (0, -47): not yet scrolled
        // end sample
        XCTAssertEqual(contentSize, Size(width: 390, height: 2000))
        XCTAssertEqual(insets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(offset, Point(x: 0, y: -47))

        // sample: GettingStarted.md 2
        let title = Label(text: "Forecast")
        title.font = Font.preferred(.title1)
        title.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(title)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: content.layoutMarginsGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        let titleOrigin = title.frame.origin  // (8, 8): the content view's default margins
        // end sample
        // The content view's margins are 8 on every side, measured from its safe area, which
        // the scroll view's adjusted inset keeps clear of (the content starts below it).
        XCTAssertEqual(titleOrigin, Point(x: 8, y: 8))

        // sample: GettingStarted.md 3
        window.resize(
            to: Size(width: 844, height: 390),
            safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.layoutIfNeeded()
        let landscapeWidth = scrollView.contentSize.width  // 844
        // end sample
        XCTAssertEqual(landscapeWidth, 844)  // content width == frame width == window width
    }

    func testScrollViews() {
        // sample: ScrollViews.md 1
        let window = Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = ViewController()
        window.rootViewController = controller
        let scrollView = ScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(scrollView)
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: controller.view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            content.widthAnchor.constraint(equalTo: frame.widthAnchor),
        ])
        var rows: [View] = []
        var previousBottom = content.topAnchor
        for _ in 0..<20 {
            let row = View()
            row.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(row)
            LayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: previousBottom, constant: 8),
                row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                row.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -32),
                row.heightAnchor.constraint(equalToConstant: 60),
            ])
            rows.append(row)
            previousBottom = row.bottomAnchor
        }
        previousBottom.constraint(equalTo: content.bottomAnchor, constant: -8).isActive = true
        window.layoutIfNeeded()
        let size = scrollView.contentSize  // 390 x 1368: 20 rows of 60 and 21 gaps of 8
        // end sample
        XCTAssertEqual(size, Size(width: 390, height: 1368))  // 20 * 60 + 21 * 8
        XCTAssertEqual(rows[19].frame, Rect(x: 16, y: 1300, width: 358, height: 60))  // 8 + 19 * 68

        // sample: ScrollViews.md 2
        scrollView.contentInset = EdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        window.layoutIfNeeded()
        let automatic = scrollView.adjustedContentInset  // top 47, bottom 34 + 100 = 134
        scrollView.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        let never = scrollView.adjustedContentInset  // bottom 100 only
        // end sample
        XCTAssertEqual(automatic, EdgeInsets(top: 47, left: 0, bottom: 134, right: 0))
        XCTAssertEqual(never, EdgeInsets(top: 0, left: 0, bottom: 100, right: 0))

        // sample: ScrollViews.md 3
        scrollView.setContentOffset(Point(x: 0, y: 300))
        window.layoutIfNeeded()
        let rowFrame = rows[0].frame  // y 8, as before
        let onScreen = rows[0].convert(rows[0].bounds, to: nil)  // y 8 - 300 = -292
        // end sample
        XCTAssertEqual(rowFrame, Rect(x: 16, y: 8, width: 358, height: 60))
        XCTAssertEqual(onScreen, Rect(x: 16, y: -292, width: 358, height: 60))

        // sample: ScrollViews.md 4
        let header = View()
        header.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(header)  // a subview of the scroll view...
        let safeArea = controller.view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safeArea.topAnchor),  // ...pinned outside it: it floats
            header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        let atRest = header.frame.minY  // 300 + 47 = 347: the offset plus the safe area's top
        scrollView.scrollRectToVisible(rows[19].frame, animated: false)
        window.layoutIfNeeded()
        let offset = scrollView.contentOffset.y  // 1360 - (844 - 100) = 616: last row just visible
        let scrolled = header.frame.minY  // 616 + 47 = 663
        let headerOnScreen = header.convert(header.bounds, to: nil).minY  // 47 at every offset
        let unchanged = scrollView.contentSize  // still 390 x 1368: the header adds nothing
        // end sample
        // TN2154: the header is tied to the safe area's top (y 47 in the window), so in content
        // coordinates it sits at offset + 47. The last row spans 1300...1360 (8 + 19 * 68); the
        // visible span is offset ... offset + 844 - 100 (behaviour .never: inset bottom 100 only),
        // so the least scroll from 300 puts 1360 at its end: 616 (within the maximum
        // 1368 + 100 - 844 = 624).
        XCTAssertEqual(atRest, 347)
        XCTAssertEqual(offset, 616)
        XCTAssertEqual(scrolled, 663)
        XCTAssertEqual(headerOnScreen, 47)
        XCTAssertEqual(header.frame, Rect(x: 0, y: 663, width: 390, height: 44))
        XCTAssertEqual(unchanged, Size(width: 390, height: 1368))
        XCTAssertEqual(rows[0].frame, Rect(x: 16, y: 8, width: 358, height: 60))  // content unmoved
    }

    func testDebuggingIssuesAndTrace() {
        // sample: DebuggingLayouts.md 1
        let window = Window(size: Size(width: 320, height: 480))
        window.logsLayoutIssues = false  // this example reads the issues instead of printing them
        let box = View()
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 50),
            narrow,
            wide,
        ])
        window.layoutIfNeeded()
        let issue = window.layoutIssues[0]
        // issue.kind == .unsatisfiable, issue.constraint === wide,
        // issue.conflictingConstraints == [narrow], and box.frame.width == 100
        // end sample
        XCTAssertEqual(issue.kind, .unsatisfiable)
        XCTAssertTrue(issue.constraint === wide)
        XCTAssertEqual(issue.conflictingConstraints.count, 1)
        XCTAssertTrue(issue.conflictingConstraints.first === narrow)
        XCTAssertEqual(box.frame.width, 100)
        // The log lines the article shows.
        XCTAssertTrue(issue.description.contains(#""<LayoutConstraint 'narrow' View:'box'.width == 100   (active)>","#), issue.description)
        XCTAssertTrue(
            issue.description.hasSuffix(
                "Will attempt to recover by breaking constraint\n<LayoutConstraint View:'box'.width == 200   (active)>"))
        XCTAssertEqual(narrow.debugDescription, "<LayoutConstraint 'narrow' box.width == 100 @1000>")

        // sample: DebuggingLayouts.md 4
        let trace = window.layoutTrace()
        // end sample
        XCTAssertEqual(trace, "•Window (0, 0, 320, 480)\n|   *View:box (0, 0, 100, 50)")
    }

    func testDebuggingWhyIsThisFrameHere() {
        // sample: DebuggingLayouts.md 5
        let window = Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let banner = View()
        banner.identifier = "banner"
        banner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(banner)
        let preferred = banner.heightAnchor.constraint(equalToConstant: 40)
        preferred.priority = .defaultLow
        LayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
            banner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            banner.heightAnchor.constraint(greaterThanOrEqualToConstant: 60),
            preferred,
        ])
        window.layoutIfNeeded()
        let why = banner.explainLayout(.vertical)
        // end sample
        // The lines the article shows: top 47 + 8 = 55, height held by >= 60, the 40 left out.
        XCTAssertTrue(why.description.hasPrefix("View:'banner' along the vertical axis"), why.description)
        XCTAssertTrue(why.description.contains("gives banner.top = 55"), why.description)
        XCTAssertTrue(why.description.contains("View:'banner'.height >= 60   (active)> gives banner.height = 60"), why.description)
        XCTAssertTrue(why.description.contains("safe area top 47 (window)"), why.description)
        XCTAssertFalse(why.constraints.contains { $0 === preferred })
    }

    func testDebuggingQuietTests() {
        // sample: DebuggingLayouts.md 2
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(), stranger = View()
        root.addSubview(child)
        let stray = child.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        let issues = LayoutIssue.withLoggingDisabled {
            stray.isActive = true  // refused: child and stranger have no common ancestor
            return root.layoutIssues
        }
        // issues.map(\.kind) == [.invalidConstraint], and stray.isActive == false
        // end sample
        XCTAssertEqual(issues.map(\.kind), [.invalidConstraint])
        XCTAssertFalse(stray.isActive)
    }

    func testPortingASignInScreen() {
        // sample: PortingFromUIKit.md 1
        final class SignInViewController: ViewController {
            let header = View()
            let button = View()

            override func viewDidLoad() {
                super.viewDidLoad()
                header.translatesAutoresizingMaskIntoConstraints = false
                button.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(header)
                view.addSubview(button)
                LayoutConstraint.activate([
                    header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    header.heightAnchor.constraint(equalToConstant: 120),
                    button.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    button.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    button.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
                    button.heightAnchor.constraint(equalToConstant: 50),
                ])
            }
        }
        // end sample
        // sample: PortingFromUIKit.md 2
        let window = Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let screen = SignInViewController()
        window.rootViewController = screen
        window.layoutIfNeeded()
        let header = screen.header.frame  // (0, 47, 390, 120): just below the status bar
        let button = screen.button.frame  // (16, 744, 358, 50)
        // end sample
        XCTAssertEqual(header, Rect(x: 0, y: 47, width: 390, height: 120))
        XCTAssertEqual(button, Rect(x: 16, y: 744, width: 358, height: 50))  // bottom 844 - 34 - 16 = 794

        // sample: PortingFromUIKit.md 3
        window.keyboardFrame = Rect(x: 0, y: 508, width: 390, height: 336)
        window.layoutIfNeeded()
        let aboveKeyboard = screen.button.frame.maxY  // 508 - 16 = 492
        // end sample
        XCTAssertEqual(aboveKeyboard, 492)  // keyboard top 508 - 16
    }
}
