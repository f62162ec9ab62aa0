export default function ComingSoonPage() {
  return (
    <main>
      <h1>Coming soon</h1>
    </main>
  );
}
