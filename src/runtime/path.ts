// Error paths look like Kubernetes field paths: `spec.containers[0].ports`, `metadata.labels[app]`.
// The root is the empty string.

export function fieldPath(parent: string, name: string): string {
  return parent === "" ? name : `${parent}.${name}`;
}

export function indexPath(parent: string, index: number): string {
  return `${parent}[${index}]`;
}

export function keyPath(parent: string, key: string): string {
  return `${parent}[${key}]`;
}
