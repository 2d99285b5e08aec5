import LayoutAnchors

/// Builds a live, laid-out hierarchy from a `Scene`. All constraints are made and checked
/// before any is activated, so a scene with an error changes nothing and throws the first
/// problem with its line and column.
///
/// ```swift
/// let built = try SceneBuilder.build(scene, file: "forecast.json")
/// print(built.views["content"]!.frame)
/// ```
public enum SceneBuilder {
    /// Makes the window and views, creates and activates the constraints, lays out, then
    /// applies the scroll views' content offsets and lays out again.
    public static func build(_ scene: Scene, file: String = "") throws(SceneError) -> BuiltScene {
        let spec = scene.window
        let window = Window(
            size: spec.size, safeAreaInsets: spec.safeArea, layoutDirection: spec.direction,
            contentSizeCategory: spec.contentSizeCategory, displayScale: spec.displayScale)
        window.logsLayoutIssues = false  // the report lists every issue itself
        var views: [String: View] = [:]
        var ordered: [View] = []
        var guides: [String: LayoutGuide] = [:]
        let root = makeView(scene.root, views: &views, ordered: &ordered, guides: &guides)
        let controller = ViewController()
        controller.view = root
        controller.additionalSafeAreaInsets = scene.controller.additionalSafeAreaInsets
        controller.viewRespectsSystemMinimumLayoutMargins = scene.controller.respectsSystemMinimumLayoutMargins
        window.rootViewController = controller
        window.keyboardFrame = spec.keyboardFrame

        let resolver = AnchorResolver(views: views, customGuides: guides, window: window)
        var made: [[LayoutConstraint]] = []
        for entry in scene.constraints {
            made.append(try makeConstraints(entry, resolver: resolver, metrics: scene.metrics, file: file))
        }
        LayoutConstraint.activate(made.flatMap { $0 })
        window.layoutIfNeeded()
        let built = BuiltScene(
            scene: scene, window: window, controller: controller, views: views, orderedViews: ordered,
            customGuides: guides, constraints: made)
        var scrolled = false
        for viewSpec in scene.allViews {
            if let offset = viewSpec.scroll?.contentOffset, let scroll = views[viewSpec.id] as? ScrollView {
                scroll.setContentOffset(offset)
                scrolled = true
            }
        }
        if scrolled { window.layoutIfNeeded() }
        return built
    }

    private static func makeConstraints(
        _ entry: ConstraintSpec, resolver: AnchorResolver, metrics: [String: Double],
        file: String
    ) throws(SceneError) -> [LayoutConstraint] {
        func located(_ message: String, _ offset: Int) -> SceneError {
            SceneError(file: file, location: entry.location(ofOffset: offset), message: "\(message) in \"\(entry.text)\"")
        }
        switch entry.form {
        case .anchor:
            do {
                let expression = try AnchorExpressionParser.parse(entry.text)
                do {
                    let constraint = try ConstraintFactory(resolver: resolver).make(expression)
                    constraint.identifier = entry.identifier
                    return [constraint]
                } catch {
                    throw located(error.message, error.offset)
                }
            } catch let error as ExpressionSyntaxError {
                throw located(error.message, error.offset)
            } catch let error as SceneError {
                throw error
            } catch {
                throw located("\(error)", 0)
            }
        case .visualFormat(let options):
            do {
                return try LayoutConstraint.constraints(
                    withVisualFormat: entry.text, options: options, metrics: metrics,
                    views: resolver.views)
            } catch {
                throw located(error.message, error.offset)
            }
        }
    }

    private static func makeView(
        _ spec: ViewSpec, views: inout [String: View], ordered: inout [View],
        guides: inout [String: LayoutGuide]
    ) -> View {
        let view: View
        switch spec.kind {
        case .view: view = View()
        case .scrollView: view = ScrollView()
        case .label: view = Label()
        case .stack: view = StackView()
        case .table, .collection: view = SceneList.make(spec)
        }
        view.identifier = spec.id
        views[spec.id] = view
        ordered.append(view)
        ViewConfiguration.apply(spec, to: view)
        for name in spec.guides {
            let guide = LayoutGuide()
            guide.identifier = name
            view.addLayoutGuide(guide)
            guides[name] = guide
        }
        for child in spec.subviews {
            let made = makeView(child, views: &views, ordered: &ordered, guides: &guides)
            if let stack = view as? StackView { stack.addArrangedSubview(made) } else { view.addSubview(made) }
        }
        if let stack = view as? StackView, let s = spec.stack {
            for (name, spacing) in s.customSpacing {
                if let arranged = views[name] { stack.setCustomSpacing(spacing, after: arranged) }
            }
        }
        return view
    }
}
