import LayoutAnchors

// A 1,000-row form (`form_build_N`'s shape, built once) flipped between
// left-to-right and right-to-left (env_flip_form_1000) against a rotation of the same form
// (env_rotate_form_1000). Opt-in: building the form takes seconds. A flip must cost about a
// relayout and must not grow what the process holds (compare the peaks at different run
// counts).

/// n rows, each a horizontal stack (spacing 8) of a label (10 pt) and a field of intrinsic
/// size 120 x 44, in a vertical stack (spacing 8) in a scroll view filling a 390 x 844 phone.
/// The label hugs its text (251 against the field's 250), so the field takes the rest of the
/// row.
@MainActor private func environmentForm(_ n: Int) -> (ScaleStack, [Label], [View]) {
    let screen = ScaleStack(spacing: 8)
    var labels: [Label] = [], fields: [View] = []
    for i in 0..<n {
        let (row, label, field) = formRow(i)
        label.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        screen.stack.addArrangedSubview(row)
        labels.append(label)
        fields.append(field)
    }
    screen.window.layoutIfNeeded()
    return (screen, labels, fields)
}

@MainActor func runEnvironmentFormWorkloads() {
    let n = 1000
    if wanted("env_flip_form_\(n)", optIn: true) {
        // Per flip and layout. Row 500's label "Field 500" is 9 x 5 = 45 wide (a character is
        // half the point size), so right-to-left it starts at 390 - 45 = 345 and, left to
        // right again, the field starts after it and the spacing: 45 + 8 = 53. 345 + 53 = 398.
        let (screen, labels, fields) = environmentForm(n)
        measure("env_flip_form_\(n)", runs: 11, operations: 2, expected: 398) {
            screen.window.layoutDirection = .rightToLeft
            screen.window.layoutIfNeeded()
            var checksum = labels[500].convert(labels[500].bounds, to: nil).minX
            screen.window.layoutDirection = .leftToRight
            screen.window.layoutIfNeeded()
            checksum += fields[500].convert(fields[500].bounds, to: nil).minX
            return checksum
        }
    }
    if wanted("env_rotate_form_\(n)", optIn: true) {
        // Per rotation and layout. The field is as wide as the row less the label and the
        // spacing: landscape 844 - 53 = 791, then portrait 390 - 53 = 337. 791 + 337 = 1128.
        let (screen, _, fields) = environmentForm(n)
        measure("env_rotate_form_\(n)", runs: 11, operations: 2, expected: 1128) {
            screen.window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
            screen.window.layoutIfNeeded()
            var checksum = fields[500].frame.width
            screen.window.resize(to: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            screen.window.layoutIfNeeded()
            checksum += fields[500].frame.width
            return checksum
        }
    }
}
