import { Link } from 'react-router';

/** The least page of this stack: a heading, a sentence and one link for React Router to take over. */
export function FloorPage() {
  return (
    <main>
      <h1>Zaron</h1>
      <p>Skincare and make-up for women of colour.</p>
      <Link to="/products">Shop all products</Link>
    </main>
  );
}
