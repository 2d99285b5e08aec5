/// Scene files, rendering and SVG pictures for the `layout` tool (filled in by the tools issue).
enum LayoutSceneModule {}
